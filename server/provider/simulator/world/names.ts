/**
 * Name pools by language group: people (first and last names) and the two halves of invented town
 * names. Common given names and surnames, combined at random, so nobody real is meant; towns are
 * stitched from halves, so clubs are plausible but invented ("Northbridge United", "Real Valdoria").
 */

export type NamePool =
  | "en"
  | "es"
  | "pt"
  | "de"
  | "it"
  | "fr"
  | "nl"
  | "nordic"
  | "slavic"
  | "tr"
  | "gr"
  | "ja"
  | "ko"
  | "zh"
  | "ar"
  | "sea"
  | "af"
  | "in";

interface PoolText {
  readonly first: string;
  readonly firstF: string;
  readonly last: string;
  readonly townStart: string;
  readonly townEnd: string;
}

const TEXT: Record<NamePool, PoolText> = {
  en: {
    first:
      "James,Oliver,Harry,Jack,George,Charlie,Thomas,Jacob,Alfie,Ryan,Daniel,Callum,Lewis,Connor,Jordan,Kieran,Mason,Ben,Luke,Sam,Tom,Joe,Aaron,Nathan,Liam,Marcus,Reece,Kyle,Tyler,Ethan",
    firstF:
      "Olivia,Amelia,Isla,Emily,Ava,Jessica,Lucy,Sophie,Chloe,Ellie,Grace,Hannah,Lauren,Megan,Beth,Katie,Rachel,Alex,Jade,Millie",
    last: "Smith,Jones,Taylor,Brown,Williams,Wilson,Johnson,Davies,Robinson,Wright,Thompson,Evans,Walker,White,Roberts,Green,Hall,Wood,Jackson,Clarke,Hughes,Edwards,Turner,Hill,Cooper,Ward,Morris,Moore,Harris,Barnes,Fletcher,Holt,Bennett,Mills,Palmer,Shaw,Foster,Kane,Walsh,Doyle",
    townStart:
      "North,South,East,West,Ash,Elm,Oak,Stone,Brook,Mill,Hart,Kings,Queens,Red,Black,White,Green,Fair,Wood,Bright,Hazel,Thorn,Bram,Wex,Dun,Col,Glen,Marsh,Holl,Lang",
    townEnd:
      "bridge,field,ford,ham,ton,wick,bury,port,mouth,dale,stead,worth,chester,by,pool,gate,haven,ley,borough,minster",
  },
  es: {
    first:
      "Alejandro,Pablo,Daniel,Adrián,Álvaro,David,Diego,Javier,Sergio,Iván,Carlos,Raúl,Marcos,Hugo,Jorge,Mario,Rubén,Víctor,Mateo,Nicolás,Santiago,Facundo,Matías,Gonzalo,Emiliano,Joaquín,Tomás,Julián,Andrés,Luis",
    firstF:
      "Lucía,María,Paula,Laura,Marta,Alba,Irene,Sara,Carla,Elena,Claudia,Andrea,Valentina,Camila,Sofía,Martina,Julieta,Ana,Noelia,Aitana",
    last: "García,Fernández,González,Rodríguez,López,Martínez,Sánchez,Pérez,Gómez,Martín,Jiménez,Ruiz,Hernández,Díaz,Moreno,Álvarez,Muñoz,Romero,Navarro,Torres,Domínguez,Vázquez,Ramos,Gil,Serrano,Molina,Ortega,Castro,Medina,Rojas,Herrera,Suárez,Acosta,Vega,Benítez,Paredes,Quintero,Salazar,Cabrera,Villalba",
    townStart:
      "Val,Mont,Villa,Alcan,Sant,Ros,Mar,Cal,Bel,Tor,Ler,Gran,Alba,Cor,Fuen,Mira,Pal,Ter,Vera,Ocaña,Sala,Loma,Pin,Riva",
    townEnd:
      "doria,alba,verde,ria,mora,anza,tera,dena,cillo,ares,oria,ejo,lar,monte,llano,real,oso,ena,ales,illa",
  },
  pt: {
    first:
      "João,Pedro,Lucas,Gabriel,Rafael,Mateus,Gustavo,Felipe,Bruno,Thiago,Diego,Rodrigo,André,Tiago,Rui,Nuno,Diogo,Vitor,Caio,Leandro,Everton,Wesley,Renan,Douglas,Marcelo,Fábio,Henrique,Igor,Murilo,Vinícius",
    firstF:
      "Ana,Beatriz,Mariana,Juliana,Larissa,Camila,Fernanda,Letícia,Gabriela,Bruna,Inês,Rita,Catarina,Joana,Raquel,Débora,Tainá,Luana,Priscila,Sara",
    last: "Silva,Santos,Oliveira,Souza,Pereira,Costa,Ferreira,Rodrigues,Almeida,Nascimento,Lima,Araújo,Carvalho,Gomes,Martins,Rocha,Ribeiro,Alves,Monteiro,Mendes,Barbosa,Cardoso,Teixeira,Correia,Moreira,Pinto,Cunha,Freitas,Batista,Tavares,Vieira,Moura,Lopes,Macedo,Prado",
    townStart:
      "São ,Santa ,Porto ,Vila ,Campo ,Rio ,Bela ,Nova ,Alto ,Serra ,Lagoa ,Ponte ,Boa ,Três ,Monte ",
    townEnd:
      "Verde,Alegre,Bonito,Grande,Formosa,Luzia,Vista,Esperança,Real,Dourada,Branca,Clara,Fria,Nova,Serena,Lima,Mar",
  },
  de: {
    first:
      "Lukas,Leon,Finn,Jonas,Paul,Felix,Maximilian,Niklas,Tim,Jan,Julian,Moritz,Florian,Tobias,Sebastian,Kevin,Marco,Dennis,Philipp,Fabian,Stefan,Timo,Benedikt,Kai,Lars,Nico,Robin,Sven,Marvin,Jannik",
    firstF:
      "Lena,Lea,Hannah,Anna,Laura,Julia,Sarah,Lisa,Katharina,Sophie,Johanna,Melanie,Nina,Svenja,Carina,Franziska,Theresa,Lina,Marie,Jule",
    last: "Müller,Schmidt,Schneider,Fischer,Weber,Meyer,Wagner,Becker,Schulz,Hoffmann,Koch,Richter,Klein,Wolf,Schröder,Neumann,Schwarz,Zimmermann,Braun,Krüger,Hofmann,Hartmann,Lange,Werner,Krause,Lehmann,Köhler,Huber,Kaiser,Vogel,Brandt,Seidel,Kühn,Berger,Winter",
    townStart:
      "Alten,Neu,Ober,Unter,Bad ,Stein,Rosen,Lichten,Weiß,Schön,Hohen,Falken,Eichen,Linden,Wald,Berg,Bruck,Frei,Mark,Greifen",
    townEnd: "burg,berg,dorf,hausen,heim,feld,stadt,bach,au,furt,tal,hofen,brück,stein,hagen,rode,wald,ingen",
  },
  it: {
    first:
      "Francesco,Alessandro,Lorenzo,Andrea,Matteo,Leonardo,Gabriele,Riccardo,Tommaso,Davide,Federico,Giuseppe,Antonio,Marco,Luca,Simone,Stefano,Nicolò,Filippo,Manuel,Giorgio,Daniele,Pietro,Emanuele,Mattia,Roberto,Salvatore,Vincenzo,Dario,Fabio",
    firstF:
      "Giulia,Sofia,Aurora,Alice,Ginevra,Emma,Chiara,Francesca,Martina,Sara,Elisa,Valentina,Federica,Silvia,Ilaria,Beatrice,Elena,Paola,Arianna,Camilla",
    last: "Rossi,Russo,Ferrari,Esposito,Bianchi,Romano,Colombo,Ricci,Marino,Greco,Bruno,Gallo,Conti,De Luca,Mancini,Costa,Giordano,Rizzo,Lombardi,Moretti,Barbieri,Fontana,Santoro,Mariani,Rinaldi,Caruso,Ferrara,Galli,Martini,Leone,Longo,Gentile,Martinelli,Vitale,Serra",
    townStart:
      "Monte,Castel,Villa,Borgo,San ,Santa ,Porto,Rocca,Pieve,Colle,Ponte,Torre,Valle,Lago,Bel,Fiume",
    townEnd:
      "verde,franco,nuovo,rosso,alto,fiore,marina,chiaro,lago,vecchio,bello,mare,sole,luce,ferro,rino,rana",
  },
  fr: {
    first:
      "Lucas,Hugo,Louis,Gabriel,Arthur,Jules,Adam,Raphaël,Théo,Nathan,Mathis,Enzo,Clément,Maxime,Antoine,Baptiste,Alexandre,Quentin,Romain,Julien,Florian,Kylian,Mathéo,Yanis,Rayan,Sacha,Benoît,Olivier,Thibault,Loïc",
    firstF:
      "Emma,Louise,Jade,Alice,Chloé,Léa,Manon,Camille,Inès,Sarah,Clara,Juliette,Pauline,Margaux,Océane,Élodie,Amandine,Marion,Laure,Mélissa",
    last: "Martin,Bernard,Dubois,Thomas,Robert,Richard,Petit,Durand,Leroy,Moreau,Simon,Laurent,Lefebvre,Michel,Garcia,David,Bertrand,Roux,Vincent,Fournier,Morel,Girard,André,Mercier,Dupont,Lambert,Bonnet,François,Martinez,Legrand,Garnier,Faure,Rousseau,Blanc,Chevalier",
    townStart: "Saint-,Mont,Beau,Belle,Château,Ville,Font,Roche,Mar,Val,Champ,Clair,Pont-,Bourg,Neuf",
    townEnd: "ville,mont,fort,bourg,lieu,val,vallon,château,marais,rive,pré,court,roche,lac,sur-Mer,champ",
  },
  nl: {
    first:
      "Daan,Sem,Lucas,Levi,Finn,Milan,Jesse,Thijs,Bram,Lars,Ruben,Tim,Stijn,Joost,Sander,Jeroen,Bas,Niels,Koen,Wout,Jens,Pieter,Maarten,Rick,Gijs,Teun,Joris,Mats,Youri,Dirk",
    firstF:
      "Emma,Julia,Sophie,Lotte,Sanne,Fleur,Anouk,Lieke,Iris,Eva,Femke,Noor,Roos,Merel,Esmee,Jill,Vera,Danique,Kim,Lisa",
    last: "de Jong,Jansen,de Vries,van den Berg,van Dijk,Bakker,Janssen,Visser,Smit,Meijer,de Boer,Mulder,de Groot,Bos,Vos,Peters,Hendriks,van Leeuwen,Dekker,Brouwer,de Wit,Dijkstra,Smits,de Graaf,van der Meer,Kok,Jacobs,de Haan,Vermeulen,Willems",
    townStart: "Groen,Zand,Oud,Nieuw,Hoog,Laag,Wester,Ooster,Zuider,Noord,Berg,Bree,Dal,Heer,Kamp,Lier",
    townEnd: "dam,dijk,veen,hoven,voort,wijk,horst,loo,drecht,kerk,wolde,broek,zande,haven,stede,burg",
  },
  nordic: {
    first:
      "Erik,Lars,Anders,Johan,Nils,Karl,Magnus,Henrik,Jonas,Oskar,Viktor,Emil,Axel,Mikkel,Rasmus,Kasper,Sindre,Ole,Jesper,Mathias,Sebastian,Tobias,Eero,Mikko,Joel,Aleksi,Gustav,Hugo,Filip,Isak",
    firstF:
      "Emma,Maja,Ella,Ida,Sofia,Nora,Ingrid,Frida,Linnea,Sara,Anna,Hanna,Ebba,Thea,Julie,Sanna,Aino,Saga,Tuva,Karin",
    last: "Andersson,Johansson,Karlsson,Nilsson,Eriksson,Larsson,Olsen,Hansen,Johansen,Pedersen,Nielsen,Jensen,Berg,Lund,Dahl,Holm,Lindqvist,Sandberg,Bakke,Halvorsen,Virtanen,Korhonen,Nieminen,Mäkinen,Lindberg,Strand,Aas,Moen,Sørensen,Haugen",
    townStart: "Sol,Lund,Fjell,Strand,Skog,Vik,Hav,Nord,Sjö,Björk,Ek,Gran,Stor,Lill,Järn,Kungs,Vä,Oden",
    townEnd: "vik,by,sund,holm,berg,dal,ö,stad,fors,heim,nes,köping,vall,strand,havn,lund",
  },
  slavic: {
    first:
      "Ivan,Dmitri,Aleksandr,Sergei,Andrei,Nikolai,Pavel,Maxim,Artem,Mikhail,Denis,Roman,Oleksandr,Taras,Bohdan,Jakub,Kamil,Piotr,Tomasz,Lukáš,Tomáš,Marek,Ondřej,Luka,Marko,Nikola,Stefan,Filip,Mateo,Milan",
    firstF:
      "Anna,Maria,Daria,Polina,Ekaterina,Olga,Natalia,Yulia,Kateryna,Oksana,Agnieszka,Katarzyna,Zuzana,Tereza,Petra,Ivana,Mila,Jelena,Milica,Sara",
    last: "Ivanov,Petrov,Smirnov,Kuznetsov,Popov,Volkov,Sokolov,Morozov,Novikov,Lebedev,Kovalenko,Shevchenko,Bondarenko,Tkachenko,Kowalski,Nowak,Wiśniewski,Zieliński,Lewandowski,Novák,Svoboda,Dvořák,Černý,Horvat,Kovačević,Babić,Jovanović,Petrović,Nikolić,Marković,Popescu,Dimitrov,Georgiev,Kolar,Pavlović",
    townStart: "Novo,Staro,Belo,Krasno,Zeleno,Gor,Dub,Lip,Brez,Kamen,Zlat,Sos,Vel,Mir,Grad,Rad,Sveti ",
    townEnd: "grad,gorsk,polje,ovo,ica,ov,evo,sk,ino,ava,nik,dol,ograd,brod,gora,ište,any",
  },
  tr: {
    first:
      "Mehmet,Mustafa,Ahmet,Ali,Hüseyin,Hasan,İbrahim,Emre,Burak,Mert,Yusuf,Ömer,Can,Arda,Kerem,Berkay,Cengiz,Oğuz,Serkan,Volkan,Tolga,Umut,Enes,Furkan,Barış,Ozan,Kaan,Selim,Deniz,Eren",
    firstF:
      "Zeynep,Elif,Ayşe,Fatma,Merve,Büşra,Esra,Ece,Selin,Derya,Gizem,Melis,Ebru,Ceren,Damla,Naz,Irmak,Aslı,Tuğba,Sude",
    last: "Yılmaz,Kaya,Demir,Şahin,Çelik,Yıldız,Yıldırım,Öztürk,Aydın,Özdemir,Arslan,Doğan,Kılıç,Aslan,Çetin,Kara,Koç,Kurt,Özkan,Şimşek,Polat,Erdoğan,Güneş,Aktaş,Tekin,Ünal,Bulut,Keskin,Acar,Korkmaz",
    townStart: "Kara,Ak,Yeni,Eski,Göl,Kızıl,Deniz,Bey,Gök,Sarı,Taş,Kuş,Çam,Dağ,Orta",
    townEnd: "köy,dere,tepe,pınar,ova,kent,hisar,yurt,kaya,bahçe,lı,su,ada,burun",
  },
  gr: {
    first:
      "Georgios,Dimitrios,Konstantinos,Ioannis,Nikolaos,Panagiotis,Vasilis,Christos,Athanasios,Michalis,Evangelos,Spyros,Stelios,Kostas,Thanos,Giannis,Petros,Manolis,Andreas,Fotis",
    firstF:
      "Maria,Eleni,Katerina,Vasiliki,Sofia,Georgia,Ioanna,Despina,Anastasia,Dimitra,Christina,Athina,Zoe,Irini,Eftychia",
    last: "Papadopoulos,Papadakis,Georgiou,Oikonomou,Vlachos,Nikolaidis,Dimitriou,Karagiannis,Konstantinou,Makris,Ioannidis,Alexiou,Antoniou,Christodoulou,Pappas,Vasileiou,Lambrou,Samaras,Tsakalidis,Kostopoulos,Manolas,Stavrou,Angelopoulos,Raptis,Galanis",
    townStart: "Nea ,Ano ,Kato ,Agios ,Palio,Kalo,Mega,Lefko,Argy,Chryso,Elaio,Thera,Kastro",
    townEnd: "polis,chori,kastro,limni,vrysi,nisi,kampos,pyrgos,petra,lithos,ori",
  },
  ja: {
    first:
      "Haruto,Yuto,Sota,Yuki,Hayato,Haruki,Ryusei,Koki,Sosuke,Riku,Kaito,Takumi,Daiki,Shota,Kenta,Ryota,Naoki,Hiroshi,Kazuki,Tatsuya,Shun,Yusuke,Keita,Ren,Taiga,Kosei,Takuma,Makoto,Genki,Yuma",
    firstF:
      "Yui,Aoi,Hina,Sakura,Mei,Rin,Yuna,Haruka,Miyu,Saki,Nanami,Ayaka,Misaki,Kana,Mio,Riko,Mana,Honoka,Akari,Natsuki",
    last: "Sato,Suzuki,Takahashi,Tanaka,Watanabe,Ito,Yamamoto,Nakamura,Kobayashi,Kato,Yoshida,Yamada,Sasaki,Yamaguchi,Matsumoto,Inoue,Kimura,Hayashi,Shimizu,Yamazaki,Mori,Abe,Ikeda,Hashimoto,Ishikawa,Ogawa,Fujita,Okada,Goto,Hasegawa",
    townStart:
      "Kita,Minami,Higashi,Nishi,Shin,Naka,Taka,Yama,Kawa,Matsu,Oka,Hana,Asa,Kami,Shimo,Fuji,Ao,Sakura",
    townEnd: "yama,kawa,shima,saki,hama,oka,mori,no,hara,zawa,ta,mura,machi,tsu,ura,gawa",
  },
  ko: {
    first:
      "Min-jun,Seo-jun,Do-yun,Ye-jun,Si-woo,Ha-jun,Ji-ho,Jun-seo,Hyun-woo,Ji-hoon,Sung-min,Dong-hyun,Jae-won,Tae-hee,Young-gwon,Seung-ho,Chang-hoon,Kyung-won,Hee-chan,Woo-young",
    firstF:
      "Seo-yeon,Ji-woo,Ha-eun,Seo-yun,Min-seo,Ji-yoo,Yoon-seo,Chae-won,Su-ah,Ji-min,Ye-eun,Da-eun,Hye-jin,So-yeon,Eun-ji",
    last: "Kim,Lee,Park,Choi,Jung,Kang,Cho,Yoon,Jang,Lim,Han,Oh,Seo,Shin,Kwon,Hwang,Ahn,Song,Jeon,Hong,Yoo,Ko,Moon,Yang,Son",
    townStart: "Cheong,Gwang,Dae,Seo,Nam,Buk,Dong,Han,Jeon,Gang,Su,Wol,Hwa,Yeong,Sin,Mok",
    townEnd: "ju,san,won,cheon,do,pyeong,gang,nam,ang,hae,seong,gok,ri,gu,jin",
  },
  zh: {
    first:
      "Wei,Hao,Jun,Yang,Lei,Jie,Tao,Peng,Chao,Bin,Ming,Qiang,Long,Xiang,Yu,Zhen,Kai,Rui,Feng,Hui,Jian,Bo,Yi,Chen,Lin,Xin,Zhi,Liang,Yong,Gang",
    firstF: "Li,Fang,Na,Min,Jing,Yan,Xiu,Mei,Ying,Hua,Ting,Xue,Lan,Qing,Yue,Shan,Hong,Lu,Wen,Jia",
    last: "Wang,Li,Zhang,Liu,Chen,Yang,Huang,Zhao,Wu,Zhou,Xu,Sun,Ma,Zhu,Hu,Guo,He,Lin,Gao,Luo,Zheng,Liang,Xie,Song,Tang,Han,Feng,Deng,Cao,Peng",
    townStart: "Jin,Hai,Dong,Nan,Xi,Bei,Chang,Qing,Tian,Long,Hua,Feng,Yun,Shan,Jiang,Ping,Bao,Fu",
    townEnd: "zhou,ning,yang,shan,hai,jiang,an,de,kou,lin,tai,men,cheng,hu,chuan,sha",
  },
  ar: {
    first:
      "Mohammed,Ahmed,Ali,Omar,Youssef,Khalid,Abdullah,Hassan,Ibrahim,Mahmoud,Karim,Tarek,Amr,Hamza,Bilal,Saad,Faisal,Salem,Nasser,Walid,Rami,Sami,Adel,Ayoub,Achraf,Riyad,Sofiane,Yassine,Ismail,Mehdi",
    firstF:
      "Fatima,Aisha,Mariam,Nour,Salma,Layla,Yasmin,Hana,Sara,Rania,Dina,Amira,Zainab,Lina,Reem,Samira,Imane,Khadija,Nadia,Soukaina",
    last: "Al-Harbi,Al-Qahtani,Al-Dosari,Al-Shehri,Haddad,Mansour,Khalil,Nasser,Saleh,Hamdan,Farouk,Aziz,Rahman,Hakimi,Belhadj,Benali,Bouzid,Mahrez,Slimani,Ziyech,El Amrani,Othman,Sabry,Fathy,Hegazy,Ashraf,Kamal,Darwish,Jaber,Tamimi",
    townStart: "Al ,Ras ,Wadi ,Bir ,Dar ,Ain ,Tell ,Bab ,Jebel ,Sidi ,Ksar ,Oued ",
    townEnd: "Noor,Salam,Zahra,Hamra,Bayda,Jadida,Kabir,Safa,Rawda,Qamar,Shams,Nakhil,Rimal,Manar",
  },
  sea: {
    first:
      "Somchai,Anan,Kittisak,Thanawat,Supachai,Nguyen Van,Tran Minh,Le Quang,Pham Duc,Hoang,Budi,Agus,Rizky,Andi,Dimas,Fajar,Hendra,Irfan,Syafiq,Faris,Hafiz,Aiman,Danial,Wan,Chanathip,Teerasil,Quang Hai,Van Toan,Egy,Witan",
    firstF:
      "Siriporn,Nattaya,Pimchanok,Linh,Thu Trang,Huong,Mai,Dewi,Siti,Putri,Ayu,Nurul,Aisyah,Farah,Kanya",
    last: "Saelim,Srisuk,Chaiyaphum,Wongsa,Boonmee,Nguyen,Tran,Le,Pham,Vu,Santoso,Wijaya,Saputra,Pratama,Kurniawan,Hidayat,Setiawan,Rahman,Ismail,Hamid,Yusof,Razak,Tan,Lim,Ong",
    townStart: "Ban ,Chiang ,Nakhon ,Phra ,Sri ,Tanjung ,Kota ,Bandar ,Pulau ,Muang ,Hai ,Binh ",
    townEnd: "Thong,Kaew,Saen,Mas,Jaya,Baru,Indah,Permai,Raya,Sari,Duong,Lam,Minh,Phuoc",
  },
  af: {
    first:
      "Kwame,Kofi,Emeka,Chinedu,Oluwaseun,Tunde,Samuel,Victor,Moses,Joseph,Emmanuel,Blessing,Thabo,Sipho,Lebo,Themba,Tendai,Kelechi,Ademola,Musa,Ibrahim,Sadio,Ismaila,Cheikh,Didier,Yaya,Wilfried,Patson,Percy,Bongani",
    firstF:
      "Amara,Chiamaka,Ngozi,Ama,Akosua,Thandi,Zanele,Nomvula,Asisat,Rasheedat,Esther,Grace,Mercy,Adaeze,Folake",
    last: "Okafor,Okonkwo,Adeyemi,Balogun,Mensah,Osei,Boateng,Asante,Owusu,Nwosu,Eze,Obi,Mokoena,Dlamini,Nkosi,Khumalo,Ndlovu,Mahlangu,Zulu,Moyo,Diallo,Traoré,Koné,Touré,Camara,Sow,Diop,Ndiaye,Kamara,Otieno",
    townStart: "Port ,Lake ,Mount ,New ,Cape ,Bay ,Fort ,King ",
    townEnd:
      "Harcourt,Victoria,Hope,Kasane,Mara,Tamale,Jubilee,Benin,Ashanti,Kivu,Limpopo,Zambezi,Volta,Kigoma,Nakuru",
  },
  in: {
    first:
      "Aarav,Vivaan,Aditya,Arjun,Sai,Rohan,Rahul,Amit,Vikram,Sandeep,Sunil,Anirudh,Karan,Manvir,Lallianzuala,Jeakson,Sahal,Udanta,Brandon,Ashique,Anwar,Gurpreet,Subhasish,Naorem,Pritam,Liston,Akash,Nikhil,Harsh,Dev",
    firstF:
      "Aadhya,Ananya,Diya,Ishita,Kavya,Priya,Sneha,Pooja,Riya,Neha,Bala,Ashalata,Manisha,Sangita,Dalima",
    last: "Sharma,Singh,Kumar,Patel,Gupta,Reddy,Nair,Das,Chhetri,Bose,Menon,Iyer,Rao,Pillai,Mehta,Joshi,Naik,Thapa,Bhutia,Fernandes,D'Souza,Shetty,Malik,Chauhan,Yadav",
    townStart: "Chandra,Rama,Shiva,Surya,Indra,Gopal,Hari,Raja,Vijaya,Kalyan,Madhu,Hasti",
    townEnd: "pur,nagar,abad,garh,puram,kot,pet,wadi,gram,palli,ganj,dwar",
  },
};

export interface Pool {
  readonly first: ReadonlyArray<string>;
  readonly firstF: ReadonlyArray<string>;
  readonly last: ReadonlyArray<string>;
  readonly townStart: ReadonlyArray<string>;
  readonly townEnd: ReadonlyArray<string>;
}

const split = (text: string): ReadonlyArray<string> => text.split(",");

export const POOLS: Record<NamePool, Pool> = Object.fromEntries(
  Object.entries(TEXT).map(([key, text]) => [
    key,
    {
      first: split(text.first),
      firstF: split(text.firstF),
      last: split(text.last),
      townStart: split(text.townStart),
      townEnd: split(text.townEnd),
    },
  ]),
) as Record<NamePool, Pool>;

/**
 * East-Asian, Korean, Vietnamese and similar pools put the family name first in full names
 * ("Tanaka Kaito" reads right); the rest put it last.
 */
export const FAMILY_NAME_FIRST: ReadonlySet<NamePool> = new Set(["zh", "ko"]);
