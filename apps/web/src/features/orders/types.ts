// The order and delivery entities as GET /order and GET /order/{id} answer them (spec part 3 §3).
import type { OrderStatus } from '@baustellendoku/domain';
import type { UploadedFile } from '@/lib/upload-file';

export type UserRef = { userId: string; name: string };
export type DecisionInformation = { createdBy: UserRef | null; createdAt: string; comment: string | null };

export type Delivery = {
  deliveryId: string;
  orderId: string;
  projectId: string;
  number: number;
  amountInTons: number;
  deliveryDate: string;
  comment: string | null;
  reference: string | null;
  attachmentDocuments: UploadedFile[];
  createdAt: string;
  createdBy: UserRef | null;
};

export type Order = {
  orderId: string;
  projectId: string;
  orderNumber: string;
  materialOrigin: string;
  carrier: string;
  materialClass: string;
  materialClassLabel: string | null;
  declaredQuantityInTons: number;
  deliveredAmountInTons: number;
  deliveryProgressInPercent: number;
  approvalByAppraiserRequired: boolean;
  disposalCode: string | null;
  comment: string | null;
  attachmentDocuments: UploadedFile[];
  status: OrderStatus;
  deliveryCount: number;
  deliveries?: Delivery[];
  createdAt: string;
  createdBy: UserRef | null;
  updatedAt: string | null;
  updatedBy: UserRef | null;
  approvalInformation: DecisionInformation | null;
  rejectionInformation: DecisionInformation | null;
};
