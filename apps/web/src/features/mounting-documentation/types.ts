// The installation documentation as GET /mounting-documentation(/{id}) answers it: the domain's
// response schema is the one declaration (decision 0225).
import type { LimingInformationView, MountingDocumentationView } from '@baustellendoku/domain';

export type LimingInformation = LimingInformationView;
export type MountingDocumentation = MountingDocumentationView;
