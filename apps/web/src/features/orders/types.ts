// Orders and deliveries as GET /order and GET /order/{id} answer them: the domain's response
// schemas are the one declaration (decision 0225).
import type { DecisionInformationView, DeliveryView, OrderView, UserNameView } from '@baustellendoku/domain';

export type UserRef = UserNameView;
export type DecisionInformation = DecisionInformationView;
export type Delivery = DeliveryView;
export type Order = OrderView;
