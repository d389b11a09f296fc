export default function Placeholder() {
  return <section><h1>guide-result-page</h1></section>;
}
