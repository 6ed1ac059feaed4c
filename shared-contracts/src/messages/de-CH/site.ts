export default {
  title: '2für1 Gutscheinbuch',
  slogan: 'Zwei geniessen, einer bezahlt',
  logoAlt: 'Logo Gutscheinbuch',
};
