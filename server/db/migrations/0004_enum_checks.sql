ALTER TABLE "coupons" ADD CONSTRAINT "coupons_discount_value_type" CHECK ("coupons"."discount_value_type" in ('percentage', 'fixed'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" in ('pending', 'accepted', 'preparing', 'fulfilled', 'canceled', 'rejected'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_type" CHECK ("orders"."order_type" in ('delivery', 'takeaway', 'dine_in', 'drive_thru'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status" CHECK ("payments"."status" in ('PENDING', 'PAID', 'FAILED'));--> statement-breakpoint
ALTER TABLE "split_payments" ADD CONSTRAINT "split_payments_status" CHECK ("split_payments"."status" in ('AVAILABLE', 'PENDING', 'PAID'));