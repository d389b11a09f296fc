export default function Placeholder() {
  return <section><h1>guide-form-page</h1></section>;
}
