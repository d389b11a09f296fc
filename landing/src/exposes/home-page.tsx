export default function HomePage() {
  return (
    <section>
      <h1>AI Chatbot Templates for Zoho SalesIQ</h1>
    </section>
  );
}
