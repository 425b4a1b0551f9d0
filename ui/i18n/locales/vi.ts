import type { Translations } from "./en.ts";

/** Vietnamese. */
export const translations: Translations = {
  app: {
    name: "FunsClub",
    title: "Tỷ số trực tiếp, tỷ lệ cược và nhận định",
    home: "Trang chủ FunsClub",
    skipToContent: "Chuyển đến nội dung",
  },
  nav: {
    main: "Điều hướng chính",
    sports: "Môn thể thao",
    home: "Trang chủ",
    live: "Trực tiếp",
    tips: "Nhận định",
    ranking: "Xếp hạng",
    menu: "Menu",
  },
  sports: {
    soccer: "Bóng đá",
    tennis: "Quần vợt",
    basketball: "Bóng rổ",
    iceHockey: "Khúc côn cầu trên băng",
    volleyball: "Bóng chuyền",
  },
  header: {
    signIn: "Đăng nhập",
    settings: "Cài đặt",
  },
  theme: {
    label: "Giao diện",
    dark: "Tối",
    light: "Sáng",
    switchToLight: "Chuyển sang giao diện sáng",
    switchToDark: "Chuyển sang giao diện tối",
  },
  language: {
    label: "Ngôn ngữ",
  },
  settings: {
    title: "Cài đặt",
    close: "Đóng cài đặt",
    odds: "Hiển thị tỷ lệ cược",
    oddsHint: "Tỷ lệ cược của nhà cái bên cạnh mỗi trận đấu",
    timeZone: "Múi giờ",
    timeZoneHint: "Giờ bắt đầu và ngày thi đấu hiển thị theo múi giờ này",
  },
  sidebar: {
    sports: "Môn thể thao",
    topLeagues: "Giải đấu hàng đầu",
    topLeaguesEmpty: "Các giải đấu được theo dõi nhiều nhất sẽ sớm xuất hiện tại đây.",
  },
  home: {
    today: "Hôm nay",
    topEvents: "Trận đấu nổi bật",
    topTournaments: "Giải đấu nổi bật",
    topTipsters: "Chuyên gia hàng đầu",
    popularTips: "Nhận định phổ biến",
    latestNews: "Tin mới nhất",
  },
  empty: {
    liveTitle: "Dữ liệu trực tiếp sắp có",
    liveBody: "Tỷ số, tỷ lệ cược và giờ bắt đầu sẽ hiển thị tại đây ngay khi luồng dữ liệu bắt đầu.",
    tournaments: "Các giải đấu lớn nhất trong ngày sẽ sớm xuất hiện tại đây.",
    tipsters: "Những chuyên gia giỏi nhất tuần sẽ sớm được xếp hạng tại đây.",
    tips: "Các nhận định phổ biến nhất của cộng đồng sẽ sớm xuất hiện tại đây.",
    news: "Các tin nổi bật mới nhất sẽ sớm xuất hiện tại đây.",
  },
  sportPage: {
    allMatches: "Tất cả trận đấu",
    live: "Trực tiếp",
    views: "Chế độ xem trận đấu",
  },
  live: {
    title: "{{sport}} trực tiếp",
    emptyTitle: "Hiện chưa có trận đấu trực tiếp",
    emptyBody:
      "Tỷ số trực tiếp sắp có. Các trận đang diễn ra sẽ hiển thị tại đây và cập nhật theo thời gian thực.",
  },
  day: {
    days: "Chọn ngày",
    today: "Hôm nay",
    emptyTitle: "Chưa có lịch thi đấu cho ngày này",
    emptyBody: "Lịch thi đấu, kết quả và tỷ lệ cược cho {{date}} sắp có.",
  },
  comingSoon: {
    badge: "Sắp ra mắt",
    signInTitle: "Tài khoản sắp ra mắt",
    signInBody:
      "Sắp tới bạn có thể đăng nhập để theo dõi đội bóng, tham gia trò chuyện trực tiếp và giao dịch nhận định bằng FUN.",
    tipsTitle: "Nhận định sắp ra mắt",
    tipsBody: "Sắp tới các chuyên gia sẽ đăng nhận định tại đây, miễn phí hoặc bằng FUN.",
    rankingTitle: "Bảng xếp hạng chuyên gia sắp ra mắt",
    rankingBody: "Sắp tới bạn có thể so sánh các chuyên gia theo lợi nhuận, tỷ lệ thắng và chuỗi thắng.",
    backHome: "Về trang chủ",
  },
  notFound: {
    code: "404",
    title: "Không tìm thấy trang",
    body: "Trang bạn tìm không tồn tại hoặc đã được chuyển đi.",
    home: "Về trang chủ",
  },
  error: {
    title: "Lỗi :(",
    unknown: "Đã xảy ra lỗi.",
    reload: "Tải lại",
  },
  cookies: {
    label: "Thông báo cookie",
    message: "Chúng tôi dùng cookie để ghi nhớ cài đặt của bạn và hiểu cách FunsClub được sử dụng.",
    accept: "Chấp nhận",
    saved: "Đã lưu tùy chọn cookie",
  },
  toasts: {
    region: "Thông báo",
    close: "Đóng thông báo",
  },
};
