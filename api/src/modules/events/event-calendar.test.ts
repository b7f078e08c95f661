import { app, call, createEvent, day, setUpEventsPlatform } from './events-fixture.js';

// A bazaar as an iCalendar file to add to a calendar (RFC 5545).

setUpEventsPlatform();

function physicalLines(raw: Buffer): Buffer[] {
  const lines: Buffer[] = [];
  let start = 0;
  for (let index = raw.indexOf('\r\n'); index !== -1; index = raw.indexOf('\r\n', start)) {
    lines.push(raw.subarray(start, index));
    start = index + 2;
  }
  lines.push(raw.subarray(start));
  return lines;
}

/** What a calendar app reads: lines unfolded, each property's name (with parameters) and its value unescaped. */
function readCalendar(text: string): [string, string][] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => {
      const colon = line.indexOf(':');
      const value = line
        .slice(colon + 1)
        .replace(/\\([\\;,nN])/g, (_match, escaped: string) =>
          escaped.toLowerCase() === 'n' ? '\n' : escaped,
        );
      return [line.slice(0, colon), value];
    });
}

describe('GET /api/events/{id}/calendar.ics', () => {
  const description =
    'سوق الخليل للحرف اليدوية: صابون زيت الزيتون، الزجاج الأزرق، والخزف; تعالوا مع العائلة\nوالأصدقاء \\ مرحبا';

  it('answers an iCalendar file that reads back to the event, folded and escaped', async () => {
    const event = await createEvent({
      name: 'Olive, oil; & soap',
      description,
      street: 'Bab al-Zawiya',
      city: 'Hebron',
      startDate: day(3),
      endDate: day(5),
    });
    const before = Date.now();
    const response = await call('GET', `/api/events/${event.id}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="event-${event.id}.ics"`);

    // CRLF line endings only; no line over 75 octets, none cut inside a character's bytes.
    const raw = response.rawPayload;
    expect(response.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(response.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = physicalLines(raw).slice(0, -1);
    const strict = new TextDecoder('utf-8', { fatal: true });
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(75);
      expect(() => strict.decode(line)).not.toThrow();
    }
    const continuations = lines.filter((line) => line[0] === 0x20);
    expect(continuations.length).toBeGreaterThan(1);

    const properties = readCalendar(response.body);
    const value = (name: string) => properties.find(([key]) => key === name)?.[1];
    expect(properties.map(([key]) => key)).toEqual([
      'BEGIN',
      'PRODID',
      'VERSION',
      'CALSCALE',
      'METHOD',
      'BEGIN',
      'UID',
      'DTSTAMP',
      'DTSTART;VALUE=DATE',
      'DTEND;VALUE=DATE',
      'SUMMARY',
      'DESCRIPTION',
      'LOCATION',
      'URL',
      'END',
      'END',
    ]);
    expect(properties[0]).toEqual(['BEGIN', 'VCALENDAR']);
    expect(properties[5]).toEqual(['BEGIN', 'VEVENT']);
    expect(properties.slice(-2)).toEqual([
      ['END', 'VEVENT'],
      ['END', 'VCALENDAR'],
    ]);
    expect(value('PRODID')).toBe('-//Rowad//Bazaars//EN');
    expect(value('VERSION')).toBe('2.0');
    expect(value('CALSCALE')).toBe('GREGORIAN');
    expect(value('METHOD')).toBe('PUBLISH');
    expect(value('SUMMARY')).toBe('Olive, oil; & soap');
    expect(value('DESCRIPTION')).toBe(description);
    expect(value('LOCATION')).toBe('Bab al-Zawiya, Hebron');
    // The raw lines carry the escapes a calendar app undoes.
    expect(response.body).toContain('SUMMARY:Olive\\, oil\\; & soap\r\n');
    expect(response.body).toContain('LOCATION:Bab al-Zawiya\\, Hebron\r\n');

    const site = app.config.publicUrl;
    expect(value('UID')).toBe(`event-${event.id}@${new URL(site).host}`);
    expect(value('URL')).toBe(`${site}/event/${event.id}`);

    // All-day: DTEND is the day after the last day.
    expect(value('DTSTART;VALUE=DATE')).toBe(day(3).replace(/-/g, ''));
    expect(value('DTEND;VALUE=DATE')).toBe(day(6).replace(/-/g, ''));
    const stamp = value('DTSTAMP')!;
    expect(stamp).toMatch(/^\d{8}T\d{6}Z$/);
    const stamped = Date.parse(
      stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    expect(stamped).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(stamped).toBeLessThanOrEqual(Date.now());
  });

  it('ends a last day of the year on the next year, and leaves out a blank street and description', async () => {
    const event = await createEvent({
      name: 'New Year Market',
      street: '   ',
      city: 'Bethlehem',
      startDate: '2026-12-30',
      endDate: '2026-12-31',
    });
    const response = await call('GET', `/api/events/${event.id}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    const properties = new Map(readCalendar(response.body));
    expect(properties.get('DTSTART;VALUE=DATE')).toBe('20261230');
    expect(properties.get('DTEND;VALUE=DATE')).toBe('20270101');
    expect(properties.get('LOCATION')).toBe('Bethlehem');
    expect(properties.has('DESCRIPTION')).toBe(false);
  });

  it("answers 404 'Event not found' for a missing or malformed id, as the event itself does", async () => {
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      const response = await call('GET', `/api/events/${id}/calendar.ics`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'EVENT_NOT_FOUND', message: 'Event not found' });
    }
  });

  it('is documented as a public call answering text/calendar', async () => {
    const document = (await call('GET', '/api/docs')).json<{
      paths: Record<string, { get?: { responses: Record<string, { content?: object }> } }>;
    }>();
    const operation = document.paths['/api/events/{id}/calendar.ics']?.get;
    expect(Object.keys(operation?.responses['200']?.content ?? {})).toEqual(['text/calendar']);
    expect(Object.keys(operation?.responses['404']?.content ?? {})).toEqual(['application/json']);
  });
});
