import type { TipRecordTranslations } from "./en.ts";

/** The tip record page's strings in Turkish. */
export const translations: TipRecordTranslations = {
  title: "Tahmin kaydı",
  subtitle: "Her tahmin ve her sonuç, kimsenin yeniden yazamayacağı bir kayıtta",
  intro:
    "Her tahmin, yayımlandığı anda bu herkese açık kayda yazılır; her sonuç da sonuçlandığında. Her kayıt, bir önceki kaydın SHA-256 özetiyle mühürlenir; bu yüzden tek bir tahmini düzenlemek, silmek ya da geriye tarihlemek ondan sonraki tüm özetleri değiştirir. Bize güvenmek zorunda değilsiniz: kendiniz kontrol edin.",
  retry: "Tekrar dene",
  head: {
    title: "Kaydın son durumu",
    entries: "Kayıt sayısı",
    hash: "Özet (hash)",
    time: "Son kayıt",
    empty: "Henüz kayıtlı tahmin yok",
    failed: "Kaydın başı yüklenemedi.",
    loading: "Kayıt yükleniyor…",
    noteDown: "Bu özeti not edin. Bu kaydın özeti bir gün farklı çıkarsa, kayıt yeniden yazılmış demektir.",
  },
  verify: {
    title: "Tarayıcımda doğrula",
    explain:
      "Tarayıcınız her kaydı okur ve her özeti kendi yerleşik kriptografisiyle yeniden hesaplar. Hiçbir şey sözümüze dayanmaz.",
    start: "Tarayıcımda doğrula",
    again: "Yeniden doğrula",
    starting: "Kaydın başı okunuyor…",
    progress: "{{total}} kayıttan {{checked}} tanesi kontrol edildi",
    verified: "Doğrulandı: {{entries}} kayıt, baş eşleşiyor.",
    failed: "Kayıt sonuna kadar okunamadı. Tekrar deneyin.",
  },
  mismatch: {
    title: "{{seq}} numaralı kayıt eşleşmiyor",
    seqGap: "Bir kayıt eksik: numaralama burada atlıyor.",
    brokenLink: "Bu kayıt, bir önceki kaydın özetine işaret etmiyor.",
    badHash: "Bu kaydın özeti içeriğinin özeti değil: yazıldıktan sonra değiştirilmiş.",
    badEntry: "Bu kayıt, kaydın kanonik biçiminde yazılmamış.",
    afterKickoff: "Bu tahmin, etkinliğin başlangıcında ya da sonrasında kaydedilmiş.",
    headMismatch: "Kayıt, yayımladığı başla bitmiyor.",
    other: "Bu kayıt, kayıtla eşleşmiyor.",
    expected: "Beklenen",
    found: "Bulunan",
    nothing: "hiçbir şey",
    eventStart: "Etkinlik başlangıcı",
    recordedAt: "Kaydedilme",
  },
  lookup: {
    title: "Tahmin ara",
    label: "Tahmin kimliği",
    placeholder: "Bir tahmin kimliği yapıştırın",
    submit: "Ara",
    searching: "Kayıtta aranıyor…",
    notFound: "Kayıtta bu kimliğe sahip bir tahmin yok.",
    failed: "Kayıtta arama yapılamadı. Tekrar deneyin.",
    unreadable: "Bu tahminin kaydı okunamadı.",
    beforeKickoff: "Başlama düdüğünden önce verildi",
    afterKickoff: "Başlama düdüğünden sonra verildi",
    entry: "Kayıt",
    recordedAt: "Kaydedilme",
    eventStart: "Etkinlik başlangıcı",
    settlement: "Sonuç",
    settled: "{{result}}, {{time}} ({{seq}} numaralı kayıt)",
    open: "Henüz sonuçlanmadı",
    result: {
      won: "Kazandı",
      lost: "Kaybetti",
      void: "İptal",
      halfWon: "Yarı kazandı",
      halfLost: "Yarı kaybetti",
    },
  },
  how: {
    title: "Kendiniz nasıl kontrol edersiniz",
    browser:
      "Burada: yukarıdaki “Tarayıcımda doğrula” düğmesine basın. Kontrol sayfa sayfa sizin cihazınızda çalışır.",
    command:
      "Uygulamanın bir kopyasıyla: bu komutu veritabanının yanında çalıştırın. Kaydı tahmin tablosuyla karşılaştırır ve bir şey eşleşmezse hata verir.",
    query:
      "GraphQL üzerinden, giriş yapmadan: {{path}} adresinden başı ve kayıtları isteyin, sayfa başına en çok {{max}} kayıt.",
    rule: "Sonra her özeti yeniden hesaplayın: önceki kaydın özeti ve ardından kaydın metni, tam sunulduğu haliyle, SHA-256 ile.",
    noteDown: "Not ettiğiniz başı saklayın: sonraki bir kayıt o kaydı aynı özetle hâlâ içermelidir.",
  },
  seo: {
    title: "Tahmin kaydı: her tahmini doğrulayın",
    description:
      "FunsClub'daki her tahmin ve sonuç, hash zinciriyle bağlı herkese açık bir kayıtta: hiçbir tahminin maç başladıktan sonra düzenlenmediğini, silinmediğini veya geriye tarihlenmediğini tarayıcınızda kontrol edin.",
  },
};
