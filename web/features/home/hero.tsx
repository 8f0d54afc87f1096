export function Hero() {
  return (
    <section className="rounded-xl bg-gradient-to-r from-brand-700 to-brand-600 p-6 text-white shadow print:hidden">
      <h1 className="text-2xl font-bold">Light a Fire</h1>
      <p className="mt-2 max-w-3xl text-brand-50">
        Decodables are reading passages your students can sound out with the phonics patterns they already know.
        Pick a decoding level and a science topic: every word is checked against the level, tricky topic words are
        bolded for pre-teaching, and you see exactly how decodable the passage is.
      </p>
    </section>
  );
}
