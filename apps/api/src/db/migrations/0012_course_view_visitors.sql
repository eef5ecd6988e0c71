CREATE TABLE "course_view_visitors" (
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "course_view_visitors_day_visitor_hash_pk" PRIMARY KEY("day","visitor_hash")
);
