/** The one message a form shows at a time: a red error box or a green success box. */
export interface FormNotice {
  tone: 'error' | 'success';
  text: string;
}
