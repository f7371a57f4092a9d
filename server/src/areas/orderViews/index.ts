// The order views' public surface: the read models that combine orders and lessons, for the routes
// of the areas above (lifecycle) that answer with an order. Its data/ stays private.
export { orderDetail, orderDetailById } from './orderView';
