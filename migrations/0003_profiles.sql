CREATE TABLE `profiles` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`sequence` text NOT NULL,
	`step` integer NOT NULL,
	`add` text NOT NULL,
	`remove` text NOT NULL,
	`allowed_words` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
