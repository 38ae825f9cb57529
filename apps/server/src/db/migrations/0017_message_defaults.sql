-- The text the seed last wrote, so a changed default reaches a message nobody has edited
-- (seedBaseline). Existing rows start unknown (null): the seed adopts a row whose text equals
-- today's default and leaves every other one as it is, since it may be an administrator's edit.
ALTER TABLE "portal_messages" ADD COLUMN "seeded_text" text;
