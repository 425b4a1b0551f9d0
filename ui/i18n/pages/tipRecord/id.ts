import type { TipRecordTranslations } from "./en.ts";

/** The tip record page's strings in Indonesian. */
export const translations: TipRecordTranslations = {
  title: "Catatan tip",
  subtitle: "Setiap tip dan hasil, dalam catatan yang tak bisa ditulis ulang siapa pun",
  intro:
    "Setiap tip ditulis ke catatan publik ini saat diterbitkan, dan setiap hasil saat diselesaikan. Setiap entri disegel dengan hash SHA-256 dari entri sebelumnya, jadi mengubah, menghapus, atau memundurkan tanggal satu tip saja akan mengubah semua hash sesudahnya. Anda tidak perlu memercayai kami: periksa sendiri.",
  retry: "Coba lagi",
  head: {
    title: "Posisi catatan saat ini",
    entries: "Entri",
    hash: "Hash",
    time: "Entri terakhir",
    empty: "Belum ada tip yang tercatat",
    failed: "Ujung catatan tidak dapat dimuat.",
    loading: "Memuat catatan…",
    noteDown: "Catat hash ini. Jika hash entri ini suatu saat berbeda, berarti catatan telah ditulis ulang.",
  },
  verify: {
    title: "Verifikasi di browser saya",
    explain:
      "Browser Anda membaca setiap entri dan menghitung ulang setiap hash dengan kriptografi bawaannya sendiri. Tidak ada yang diterima hanya karena kata kami.",
    start: "Verifikasi di browser saya",
    again: "Verifikasi lagi",
    starting: "Membaca ujung catatan…",
    progress: "{{checked}} dari {{total}} entri diperiksa",
    verified: "Terverifikasi: {{entries}} entri, ujungnya cocok.",
    failed: "Catatan tidak dapat dibaca sampai akhir. Coba lagi.",
  },
  mismatch: {
    title: "Entri #{{seq}} tidak cocok",
    seqGap: "Ada entri yang hilang: penomorannya melompat di sini.",
    brokenLink: "Entri ini tidak menunjuk ke hash entri sebelumnya.",
    badHash: "Hash entri ini bukan hash isinya: entri diubah setelah ditulis.",
    badEntry: "Entri ini tidak ditulis dalam bentuk kanonis catatan.",
    afterKickoff: "Tip ini dicatat saat atau setelah acaranya dimulai.",
    headMismatch: "Catatan tidak berakhir pada ujung yang dipublikasikannya.",
    other: "Entri ini tidak cocok dengan catatan.",
    expected: "Seharusnya",
    found: "Ditemukan",
    nothing: "tidak ada",
    eventStart: "Mulai acara",
    recordedAt: "Dicatat",
  },
  lookup: {
    title: "Cari tip",
    label: "ID tip",
    placeholder: "Tempel ID tip",
    submit: "Cari",
    searching: "Mencari di catatan…",
    notFound: "Tidak ada tip dengan ID ini di catatan.",
    failed: "Catatan tidak dapat dicari. Coba lagi.",
    unreadable: "Entri tip ini tidak dapat dibaca.",
    beforeKickoff: "Dipasang sebelum kick-off",
    afterKickoff: "Dipasang setelah kick-off",
    entry: "Entri",
    recordedAt: "Dicatat",
    eventStart: "Mulai acara",
    settlement: "Hasil",
    settled: "{{result}} pada {{time}} (entri #{{seq}})",
    open: "Belum diselesaikan",
    result: {
      won: "Menang",
      lost: "Kalah",
      void: "Batal",
      halfWon: "Menang setengah",
      halfLost: "Kalah setengah",
    },
  },
  how: {
    title: "Cara memeriksanya sendiri",
    browser:
      "Di sini: tekan “Verifikasi di browser saya” di atas. Pemeriksaan berjalan di perangkat Anda, halaman demi halaman.",
    command:
      "Dengan salinan aplikasi: jalankan perintah ini di samping basis datanya. Perintah ini mencocokkan catatan dengan tabel tip dan gagal jika ada yang tidak cocok.",
    query: "Lewat GraphQL, tanpa masuk: minta ujung dan entri dari {{path}}, hingga {{max}} per halaman.",
    rule: "Lalu hitung ulang setiap hash: SHA-256 dari hash entri sebelumnya diikuti teks entri, persis seperti yang dikirim.",
    noteDown:
      "Simpan ujung yang Anda catat: catatan di kemudian hari harus tetap memuat entri itu dengan hash yang sama persis.",
  },
  seo: {
    title: "Catatan tip: verifikasi setiap tip",
    description:
      "Setiap tip dan hasil di FunsClub dalam catatan publik berantai hash: periksa di browser Anda bahwa tidak ada tip yang diubah, dihapus, atau dimundurkan tanggalnya setelah kick-off.",
  },
};
