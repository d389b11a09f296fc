export default function Placeholder() {
  return <section><h1>industry-generator</h1></section>;
}
