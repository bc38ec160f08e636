// The small part of oidc-provider 9 (which ships no types) that this app uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type InteractionDetails = {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id?: string; scope?: string };
    session?: { uid?: string; accountId?: string };
    grantId?: string;
    persist: () => Promise<unknown>;
  };

  export type Grant = {
    jti: string;
    addOIDCScope: (scope: string) => void;
    addOIDCClaims: (claims: string[]) => void;
    save: () => Promise<string>;
  };

  export type OidcContext = {
    oidc: {
      client: { clientId: string };
      session: { accountId: string; grantIdFor: (clientId: string) => string | undefined };
      result?: { consent?: { grantId?: string } };
      provider: Provider;
      requestParamScopes: Set<string>;
    };
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    proxy: boolean;
    readonly issuer: string;
    Grant: {
      new (properties: { clientId: string; accountId: string }): Grant;
      find: (id: string) => Promise<Grant | undefined>;
    };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
