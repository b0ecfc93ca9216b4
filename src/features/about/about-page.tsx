import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PhoneLink } from '@/components/phone-link';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Typography variant="h5" component="h2" id={id} gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const list = { pl: 3, my: 1, '& li': { mb: 0.5 } } as const;

/** /about: what the portal is, who runs it, how to reach them, and how accessible it is. */
export default function AboutPage() {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        О портале
      </Typography>
      <Section id="about-portal" title="Портал социальных услуг Ямало-Ненецкого автономного округа">
        <Typography sx={{ mb: 2 }}>
          Портал помогает жителям округа получать социальные услуги без визита в учреждение: найти поставщика в реестре,
          записаться на услугу, заключить и подписать договор, подать заявление на сертификат, следить за выплатами и
          переписываться с социальным работником.
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Поставщики социальных и туристических услуг ведут на портале каталоги услуг, договоры и отчёты, социальные
          работники — акты обследования и индивидуальные программы. Вход выполняется через Единую систему идентификации
          и аутентификации (Госуслуги).
        </Typography>
      </Section>

      <Section id="about-operator" title="Оператор портала">
        <Typography sx={{ mb: 2 }}>
          Департамент социальной защиты населения Ямало-Ненецкого автономного округа. Оператор отвечает за работу
          портала, обработку персональных данных в соответствии с Федеральным законом № 152-ФЗ «О персональных данных» и
          за достоверность сведений реестра поставщиков социальных услуг.
        </Typography>
      </Section>

      <Section id="contacts" title="Контакты">
        <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 1 }, '& dd': { ml: 0 } }}>
          <dt>Адрес</dt>
          <dd>629008, Ямало-Ненецкий автономный округ, г. Салехард, ул. Республики, д. 72</dd>
          <dt>Горячая линия (бесплатно по России)</dt>
          <dd>
            <PhoneLink phone="+78002001889" />, будни с 9:00 до 18:00 по местному времени
          </dd>
          <dt>Электронная почта</dt>
          <dd>
            <Link href="mailto:portal@dszn.yanao.ru">portal@dszn.yanao.ru</Link>
          </dd>
          <dt>Техническая поддержка портала</dt>
          <dd>
            <Link href="mailto:support@dszn.yanao.ru">support@dszn.yanao.ru</Link> — сообщите, что случилось, на какой
            странице и в какое время
          </dd>
        </Box>
      </Section>

      <Section id="accessibility" title="Заявление о доступности">
        <Typography sx={{ mb: 2 }}>
          Оператор стремится, чтобы порталом могли пользоваться все, в том числе люди с нарушениями зрения, слуха и
          моторики. Портал разрабатывается по требованиям ГОСТ Р 52872-2019 «Интернет-ресурсы и другая информация,
          представленная в электронно-цифровой форме. Приложения для стационарных и мобильных устройств, иные
          пользовательские интерфейсы. Требования доступности для людей с инвалидностью и других лиц с ограничениями
          жизнедеятельности», соответствующего рекомендациям WCAG 2.1, на уровне AA.
        </Typography>
        <Typography component="h3" variant="h6" gutterBottom>
          Что сделано
        </Typography>
        <Box component="ul" sx={list}>
          <li>каждую страницу можно пройти с клавиатуры, фокус всегда виден;</li>
          <li>у всех полей есть видимые подписи, ошибки названы текстом рядом с полем и в перечне ошибок формы;</li>
          <li>цвет никогда не единственный признак: состояния подписаны словами;</li>
          <li>контраст текста и элементов управления соответствует уровню AA;</li>
          <li>страницы читаются программами экранного доступа, размечены заголовками и ориентирами;</li>
          <li>портал работает при увеличении до 200 % и на экранах шириной от 320 пикселей;</li>
          <li>каждая страница проверяется автоматически (axe-core) при каждом изменении портала.</li>
        </Box>
        <Typography component="h3" variant="h6" gutterBottom>
          Известные ограничения
        </Typography>
        <Box component="ul" sx={list}>
          <li>документы, загруженные пользователями и поставщиками (сканы), могут не иметь текстового слоя;</li>
          <li>
            поле подписи от руки требует мыши, сенсорного экрана или стилуса — вместо него можно подписать электронной
            подписью.
          </li>
        </Box>
        <Typography sx={{ mt: 1, mb: 2 }}>
          Если что-то на портале недоступно для вас, напишите на{' '}
          <Link href="mailto:support@dszn.yanao.ru?subject=Доступность портала">support@dszn.yanao.ru</Link> или
          позвоните на горячую линию: мы ответим в течение 5 рабочих дней и поможем получить услугу другим способом.
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Заявление подготовлено 24.11.2026 по результатам автоматической проверки страниц и ручной проверки с
          клавиатуры.
        </Typography>
      </Section>
    </>
  );
}
