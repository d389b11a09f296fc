import { contact } from '../contact';
import { delugeString } from '../deluge/deluge-text';
import { heading, type KitContext } from './kit-context';

/** The Zoho CRM lead and deal records the bot creates, with sample values. */
export function crmSection({ company, industryName, labels, dealAmount, person }: KitContext): string {
  return [
    heading('3. CRM Integration (Zoho CRM)'),
    'Lead fields:',
    'leadMap = Map();',
    'leadMap.put("Last_Name", session.get("name"));',
    'leadMap.put("Email", session.get("email"));',
    'leadMap.put("Phone", session.get("phone"));',
    `leadMap.put("Description", "AI chatbot lead: " + session.get("requirements"));`,
    'leadMap.put("Lead_Source", "SalesIQ Chatbot");',
    `leadMap.put("Industry", ${delugeString(industryName)});`,
    `leadMap.put("Company", ${delugeString(company)});`,
    'leadMap.put("Lead_Score", session.get("lead_score"));',
    'leadMap.put("AI_Intent", session.get("intent"));',
    'lead = zoho.crm.createRecord("Leads", leadMap);',
    '',
    'Deal fields:',
    'dealMap = Map();',
    `dealMap.put("Deal_Name", ${delugeString(`${labels.serviceName} - `)} + session.get("name"));`,
    'dealMap.put("Stage", "Qualification");',
    `dealMap.put("Amount", ${dealAmount});`,
    'deal = zoho.crm.createRecord("Deals", dealMap);',
    '',
    `Sample record: Last_Name "${person}", Company "${company}", Industry "${industryName}", Lead_Score 105, AI_Intent "booking", Deal Amount ${dealAmount}.`,
  ].join('\n');
}

/** The Zoho Bookings appointment the bot books at the end of the flow. */
export function bookingSection({ labels }: KitContext): string {
  return [
    heading('4. Booking Integration (Zoho Bookings)'),
    'Booking fields:',
    'bookingMap = Map();',
    `bookingMap.put("service_name", ${delugeString(labels.serviceName)});`,
    'bookingMap.put("staff_id", "<your staff id>");',
    'bookingMap.put("from_time", session.get("preferred_time"));  // dd-MMM-yyyy HH:mm:ss',
    'bookingMap.put("timezone", "Australia/Melbourne");',
    'bookingMap.put("customer_details", {"name": session.get("name"), "email": session.get("email"), "phone_number": session.get("phone")});',
    'bookingMap.put("notes", session.get("requirements"));',
    `Booking link for visitors who prefer to pick a time themselves: ${contact.bookingUrl}`,
  ].join('\n');
}
