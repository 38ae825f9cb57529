import { ApiPath, ForumPath, type TActivityFeedResponse } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO, outboxFor } from "../../../test/support/fixtures.js";
import { engines, startTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../test/support/harness.js";
import { startSmtpInbox, type SmtpInbox } from "../../../test/support/smtp-inbox.js";
import { mentionText } from "./forum-mentions.service.js";
import { companyIds, forum, newCustomer } from "./forum.test-support.js";

/** Quoted-printable soft line breaks and escapes undone, enough to read a mail's text. */
const unQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const mentionMails = async (t: TestApp, to: string) =>
  (await outboxFor(t.db, to)).filter((m) => m.subject?.includes("mentioned you"));

describe("mentionText", () => {
  it("reads the author's own words: quotes left out, entities decoded", () => {
    expect(
      mentionText(
        "<blockquote><p><strong>A</strong> wrote:</p><blockquote><p>@Old</p></blockquote><p>@Ann</p></blockquote><p>Hi @O&#39;Brien &amp; @Sam</p>",
      ),
    ).toBe("Hi @O'Brien & @Sam");
  });
});

describe.each(engines)("forum mentions (%s)", (engine) => {
  let smtp: SmtpInbox;
  let t: TestApp;
  let customer: TestClient; // Casey Customer, Acme: the asker
  let staff: TestClient; // Sam Staff
  let gina: { client: TestClient; email: string; name: string }; // Globex
  let ben: { client: TestClient; email: string; name: string }; // Globex, never posts in the topic
  let ids: { acme: number; globex: number };
  let maintenance: number;

  const person = async (companyId: number, firstName: string) => {
    const p = await newCustomer(t, companyId, firstName);
    return { client: p.client, email: p.person.email, name: `${p.person.firstName} ${p.person.lastName}` };
  };

  beforeAll(async () => {
    smtp = await startSmtpInbox();
    t = await startTestApp(engine, { config: { smtpUrl: smtp.url } });
    customer = await signedIn(t.app, DEMO.customer.email);
    staff = await signedIn(t.app, DEMO.staff.email);
    ids = await companyIds(t);
    gina = await person(ids.globex, "Gina");
    ben = await person(ids.globex, "Ben");
    await forum.settings(staff, 3, 0);
    maintenance = (await forum.categories(customer)).categories.find((c) =>
      c.title.startsWith("Maintenance"),
    )!.id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("tells the participants a reply mentions, once, by mail through SMTP, and makes them follow", async () => {
    const topic = await forum.create(customer, {
      categoryId: maintenance,
      title: "Boiler pressure drops overnight",
      bodyHtml: "<p>It loses half a bar by morning.</p>",
    });
    await forum.reply(staff, topic.topicId, "<p>Check the expansion vessel.</p>");
    await forum.reply(gina.client, topic.topicId, "<p>Ours had a leaking valve.</p>");
    // The participants, as the topic shows them; the caller is marked, bystanders are not there.
    const read = await forum.read(customer, topic.topicId);
    expect(read.participants).toEqual(
      expect.arrayContaining([
        { name: "Casey Customer", me: true },
        { name: "Sam Staff", me: false },
        { name: gina.name, me: false },
      ]),
    );
    expect(read.participants.map((p) => p.name)).not.toContain(ben.name);

    const mention = await forum.reply(
      customer,
      topic.topicId,
      `<p>Thanks @Sam Staff and @${gina.name}! Also @${ben.name} and @Casey Customer.</p>`,
    );
    // The mail really leaves by SMTP (the outbox's sender delivers it after the reply commits).
    const staffMail = unQuotedPrintable((await smtp.mailTo(DEMO.staff.email)).raw);
    expect(staffMail).toContain(
      'Casey Customer mentioned you in the topic "Boiler pressure drops overnight"',
    );
    expect(staffMail).toContain(`${TEST_PUBLIC_URL}/app/forumconvo/${topic.topicId}`);
    const [toGina] = await mentionMails(t, gina.email);
    expect(toGina).toMatchObject({
      subject: 'Casey Customer mentioned you in "Boiler pressure drops overnight"',
    });
    expect(toGina!.body).toContain(`${TEST_PUBLIC_URL}/app/forumconvo/${topic.topicId}`);
    expect(toGina!.body).toContain(`Thanks @Sam Staff and @${gina.name}!`);
    // A mentioned person gets the mention, not also the followers' "new reply" mail of that post.
    expect((await outboxFor(t.db, gina.email)).filter((m) => m.subject?.startsWith("New reply"))).toEqual([]);
    // Not a participant, and not the author: nobody else is told.
    expect(await mentionMails(t, ben.email)).toEqual([]);
    expect(await mentionMails(t, DEMO.customer.email)).toEqual([]);
    expect((await forum.read(gina.client, topic.topicId)).topic.following).toBe(true);
    expect((await forum.read(staff, topic.topicId)).topic.following).toBe(true);

    // An edit tells only someone it newly mentions; a quote of the mention tells nobody again.
    const edit = await customer.post(ForumPath.editPost, {
      postId: mention.postId,
      bodyHtml: `<p>Thanks again @Sam Staff and @${gina.name}.</p>`,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await forum.reply(staff, topic.topicId, "<p>Glad it helped.</p>", mention.postId);
    expect(await mentionMails(t, gina.email)).toHaveLength(1);
    expect(await mentionMails(t, DEMO.staff.email)).toHaveLength(1);
    // Following, Gina hears of the next reply in her feed and by the followers' mail.
    const feed = await gina.client.get(`${ApiPath.activityFeed}?limit=100`);
    const replies = feed.json<TActivityFeedResponse>().events.filter((e) => e.kind === "forum_reply");
    expect(replies.map((e) => e.record.id)).toContain(topic.topicId);
    expect(
      (await outboxFor(t.db, gina.email)).filter((m) => m.subject?.startsWith("New reply")),
    ).toHaveLength(1);
  });

  it("tells nobody who can no longer see the category", async () => {
    const category = await forum.saveCategory(staff, { title: "Acme pilots", description: "" });
    const topic = await forum.create(customer, {
      categoryId: category.id,
      title: "Pilot site commissioning",
      bodyHtml: "<p>Who has done one?</p>",
    });
    await forum.reply(gina.client, topic.topicId, "<p>We did, last year.</p>");
    await forum.reply(staff, topic.topicId, "<p>Staff can help too.</p>");
    await forum.saveCategory(staff, {
      id: category.id,
      title: "Acme pilots",
      audience: { all: false, companyIds: [ids.acme] },
    });
    const before = (await mentionMails(t, gina.email)).length;
    const staffBefore = (await mentionMails(t, DEMO.staff.email)).length;
    await forum.reply(customer, topic.topicId, `<p>@${gina.name} how long did it take? @Sam Staff?</p>`);
    expect(await mentionMails(t, gina.email)).toHaveLength(before);
    expect(await mentionMails(t, DEMO.staff.email)).toHaveLength(staffBefore + 1);
  });

  it("tells whom a held post mentions only when it is approved, and once even if approved again", async () => {
    await forum.settings(staff, 3, 1);
    const nora = await person(ids.globex, "Nora");
    const topic = await forum.create(staff, {
      categoryId: maintenance,
      title: "Heat pump defrost cycles",
      bodyHtml: "<p>How often should it defrost?</p>",
    });
    await forum.reply(customer, topic.topicId, "<p>Ours every 40 minutes.</p>");
    const held = await forum.reply(nora.client, topic.topicId, "<p>@Casey Customer which model?</p>");
    expect(held.held).toBe(true);
    const before = (await mentionMails(t, DEMO.customer.email)).length;
    expect(
      (await staff.post(ForumPath.moderate, { action: "approve", postId: held.postId })).statusCode,
    ).toBe(200);
    expect(await mentionMails(t, DEMO.customer.email)).toHaveLength(before + 1);
    const log = await staff.get(ForumPath.moderationLog);
    const entry = log.json<{ id: number; postId: number | null }[]>().find((l) => l.postId === held.postId)!;
    expect((await staff.post(ForumPath.undo, { actionId: entry.id })).statusCode).toBe(200);
    expect(
      (await staff.post(ForumPath.moderate, { action: "approve", postId: held.postId })).statusCode,
    ).toBe(200);
    expect(await mentionMails(t, DEMO.customer.email)).toHaveLength(before + 1);
    await forum.settings(staff, 3, 0);
  });
});
