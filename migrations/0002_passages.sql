CREATE TABLE `passages` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`level` integer NOT NULL,
	`topic` text NOT NULL,
	`context` text NOT NULL,
	`structure` text,
	`article_id` text,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`writer` text NOT NULL,
	`details` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `passages_user_created` ON `passages` (`user_id`,`created_at`);