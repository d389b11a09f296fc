export default function Placeholder() {
  return <section><h1>standalone-generator</h1></section>;
}
