export default function Placeholder() {
  return <section><h1>script-page</h1></section>;
}
