/** How each figure is counted, as the SQL functions count it (migration 20261207120000). */
export const definitionsSection = `<section aria-labelledby="definitions"><h2 id="definitions">How these figures are counted</h2>
<dl>
<dt>Visitor</dt><dd>A browser session with a page view in the period.</dd>
<dt>Engaged</dt><dd>Scrolled at least half a page, opened a demo chat or pressed a call to action (Download, Request, See, Try, Get, Book, Generate, Start …), or went further.</dd>
<dt>Started a form</dt><dd>Opened a form (the template-download dialog, the demo or custom-template questions) or sent one, or made a request.</dd>
<dt>Request</dt><dd>What the sales inbox hears of as one e-mail: a form's record and its lead are one request.</dd>
<dt>Conversion rate</dt><dd>Visitors who made a request, of all visitors.</dd>
<dt>Median time to request</dt><dd>From a visit's first page view in the period to its first request, the middle value of the visits that made one.</dd>
<dt>Source and campaign</dt><dd>Where the visit came from, as the sales e-mail says: its UTM source and medium, else the site that referred it, else direct; the campaign is its UTM campaign.</dd>
</dl>
<p>Requests made without a recorded visit (Global Privacy Control turns tracking off) count in the headline and per day only.</p>
</section>`;
