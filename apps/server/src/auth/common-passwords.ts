/**
 * Passwords of 8 characters or more that appear at the top of every leaked-password list,
 * plus a few that people in India pick often. Compared lower-cased.
 */
const COMMON = new Set(
  `
12345678 123456789 1234567890 12345678910 123123123 11111111 00000000 88888888 87654321
11223344 12341234 123456789a 1q2w3e4r 1q2w3e4r5t 1qaz2wsx 1qazxsw2 zaq12wsx qwerty12 qwerty123
qwerty1234 qwertyui qwertyuiop asdfghjk asdfghjkl zxcvbnm1 zxcvbnmm 1234qwer qwer1234 abcd1234
abc12345 abc123456 abcdefgh abcdefg1 a1b2c3d4 aa123456 password password1 password12
password123 password! passw0rd p@ssword p@ssw0rd pa55word pa55w0rd iloveyou iloveyou1
iloveyou2 sunshine sunshine1 princess princess1 football football1 baseball basketball
welcome1 welcome123 welcome@123 admin123 admin1234 admin@123 administrator letmein1 letmein123
trustno1 superman batman123 starwars monkey123 dragon123 shadow123 master123 michael1
jennifer charlie1 computer internet whatever freedom1 mustang1 hello123 hello1234 helloworld
changeme changeme1 default1 secret123 qazwsxedc 1qaz2wsx3edc 987654321 9876543210 147258369
159753456 147852369 123654789 11111111111 iloveindia india123 india@123 india1234 bharat123
hindustan krishna1 krishna123 jaishreeram jaishriram shivaji1 ganesh123 sairam123 omsairam
mahadev1 hanuman1 cricket1 cricket123 sachin10 dhoni007 kohli18 mumbai123 delhi123
chennai123 kolkata1 bangalore pune1234 hyderabad rajesh123 suresh123 ramesh123 priya123
pooja123 sweetheart lovely123 mylove123 babygirl1 qwerty@123 pass@123 pass1234 test1234
testing1 testtest guest123 user1234 login123 money123 google123 facebook1 whatsapp1
samsung1 nokia123 haat1234 haat@123
`
    .split(/\s+/)
    .filter(Boolean),
);

/** True for a password that is too easy to guess: listed, one repeated character, or a run. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  if (/^(.)\1+$/.test(lower)) return true;
  return isSequence(lower);
}

function isSequence(text: string): boolean {
  const codes = [...text].map((char) => char.charCodeAt(0));
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  if (Math.abs(step) !== 1) return false;
  return codes.every((code, index) => index === 0 || code - (codes[index - 1] ?? 0) === step);
}
