-- How many providers' names start with a typed name ("nguyen %") is judged from these columns' statistics, and the
-- planner chooses from it how to read that tier of a name search: best first off providers_quality_idx, checking each
-- row, or every match from the name-key indexes, then sorted. At the default target it guessed 7,526 practices
-- start with "Nguyen" where 2,529 do (1,000,000 providers), and walked 19,332 rows to fill a fifth page (690 ms)
-- where reading the 2,529 takes 14 ms. At 250 it guesses 2,599. A larger sample makes ANALYZE of providers slower
-- (at 1,000 it took ten times as long, over a minute); analysed now so it counts at once.
ALTER TABLE "providers" ALTER COLUMN "practice_name_key" SET STATISTICS 250;--> statement-breakpoint
ALTER TABLE "providers" ALTER COLUMN "display_name_key" SET STATISTICS 250;--> statement-breakpoint
ANALYZE "providers";
