import type { TipRecordTranslations } from "./en.ts";

/** The tip record page's strings in Vietnamese. */
export const translations: TipRecordTranslations = {
  title: "Sổ ghi nhận mẹo",
  subtitle: "Mọi mẹo và mọi kết quả, trong một sổ không ai có thể viết lại",
  intro:
    "Mỗi mẹo được ghi vào sổ công khai này ngay khi được đăng, và mỗi kết quả khi được thanh toán. Mỗi mục được niêm phong bằng mã băm SHA-256 của mục trước đó, nên sửa, xóa hay lùi ngày dù chỉ một mẹo cũng sẽ làm thay đổi mọi mã băm phía sau. Bạn không cần tin chúng tôi: hãy tự kiểm tra.",
  retry: "Thử lại",
  head: {
    title: "Tình trạng của sổ",
    entries: "Số mục",
    hash: "Mã băm",
    time: "Mục mới nhất",
    empty: "Chưa có mẹo nào được ghi",
    failed: "Không tải được đầu sổ.",
    loading: "Đang tải sổ…",
    noteDown: "Hãy ghi lại mã băm này. Nếu một ngày mã băm của mục này khác đi, sổ đã bị viết lại.",
  },
  verify: {
    title: "Xác minh trên trình duyệt của tôi",
    explain:
      "Trình duyệt của bạn đọc từng mục và tự tính lại từng mã băm bằng mật mã tích hợp sẵn. Không có gì phải tin theo lời chúng tôi.",
    start: "Xác minh trên trình duyệt của tôi",
    again: "Xác minh lại",
    starting: "Đang đọc đầu sổ…",
    progress: "Đã kiểm tra {{checked}} / {{total}} mục",
    verified: "Đã xác minh: {{entries}} mục, đầu sổ khớp.",
    failed: "Không đọc được sổ đến cuối. Hãy thử lại.",
  },
  mismatch: {
    title: "Mục #{{seq}} không khớp",
    seqGap: "Thiếu một mục: số thứ tự bị nhảy ở đây.",
    brokenLink: "Mục này không trỏ tới mã băm của mục trước nó.",
    badHash: "Mã băm của mục này không phải mã băm của nội dung: mục đã bị sửa sau khi ghi.",
    badEntry: "Mục này không được viết ở dạng chuẩn của sổ.",
    afterKickoff: "Mẹo này được ghi vào lúc hoặc sau khi sự kiện bắt đầu.",
    headMismatch: "Sổ không kết thúc ở đầu sổ đã công bố.",
    other: "Mục này không khớp với sổ.",
    expected: "Mong đợi",
    found: "Tìm thấy",
    nothing: "không có gì",
    eventStart: "Giờ bắt đầu sự kiện",
    recordedAt: "Thời điểm ghi",
  },
  lookup: {
    title: "Tra cứu một mẹo",
    label: "Mã mẹo",
    placeholder: "Dán mã của một mẹo",
    submit: "Tra cứu",
    searching: "Đang tìm trong sổ…",
    notFound: "Không có mẹo nào với mã này trong sổ.",
    failed: "Không tìm được trong sổ. Hãy thử lại.",
    unreadable: "Không đọc được mục của mẹo này.",
    beforeKickoff: "Đăng trước giờ bóng lăn",
    afterKickoff: "Đăng sau giờ bóng lăn",
    entry: "Mục",
    recordedAt: "Thời điểm ghi",
    eventStart: "Giờ bắt đầu sự kiện",
    settlement: "Kết quả",
    settled: "{{result}} lúc {{time}} (mục #{{seq}})",
    open: "Chưa thanh toán",
    result: {
      won: "Thắng",
      lost: "Thua",
      void: "Hủy",
      halfWon: "Thắng nửa",
      halfLost: "Thua nửa",
    },
  },
  how: {
    title: "Cách tự kiểm tra",
    browser:
      "Tại đây: nhấn “Xác minh trên trình duyệt của tôi” ở trên. Việc kiểm tra chạy trên thiết bị của bạn, từng trang một.",
    command:
      "Với một bản sao của ứng dụng: chạy lệnh này cạnh cơ sở dữ liệu của nó. Lệnh đối chiếu sổ với bảng mẹo và báo lỗi nếu có gì không khớp.",
    query:
      "Qua GraphQL, không cần đăng nhập: hỏi {{path}} về đầu sổ và các mục, tối đa {{max}} mục mỗi trang.",
    rule: "Sau đó tính lại từng mã băm: SHA-256 của mã băm mục trước nối với văn bản của mục, đúng như được trả về.",
    noteDown: "Giữ lại đầu sổ bạn đã ghi: sổ về sau vẫn phải chứa mục đó với đúng mã băm đó.",
  },
  seo: {
    title: "Sổ ghi nhận mẹo: kiểm chứng từng tip",
    description:
      "Mọi tip và kết quả trên FunsClub trong một sổ ghi nhận công khai nối chuỗi bằng hash: tự kiểm tra trên trình duyệt rằng không tip nào bị sửa, xóa hay ghi lùi ngày sau giờ bóng lăn.",
  },
};
