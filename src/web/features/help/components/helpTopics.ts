/** How-to answers for the Help Center, beside the pricing FAQ (components/marketing/faqItems.ts). */
export const helpTopics: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'How do I create my dream world?',
    answer:
      'Answer the questionnaire — eleven short sections about the life you want — then choose a plan and press "Generate My Dream World". Your world is ready in a few seconds and waits for you on the vision page.',
  },
  {
    question: 'How do I change my answers?',
    answer:
      'Open your dashboard, go to Questionnaires and choose "Edit answers", or use "Edit your answers" on the vision page. Your saved answers open at the section you pick; after saving, you can regenerate your world from them.',
  },
  {
    question: 'How do I walk through my world?',
    answer:
      'Press "Enter 3D Mode" on the vision page. Walk with W A S D or the arrow keys, click the world to look around with the mouse (Esc lets go), or use the stick and drag on a touch screen. The map takes you to each of your five categories.',
  },
  {
    question: 'Can I visit my world in VR or AR?',
    answer:
      'Yes, on the Legend plan, with a headset or phone whose browser supports WebXR: "Enter VR" and "Enter AR" appear in 3D mode when your device can use them.',
  },
  {
    question: 'Does the mirror or a voice recording leave my device?',
    answer:
      'No. The mirror uses your camera only while it is open and never records or uploads the picture; voice recordings stay in your browser. See the Privacy Policy for everything we store.',
  },
  {
    question: 'My world does not appear. What can I do?',
    answer:
      'The 3D world needs WebGL. If your browser or device has it switched off, the vision page shows your world in words instead; try an up-to-date Chrome, Edge, Firefox or Safari with hardware acceleration on.',
  },
  {
    question: 'How do I download or delete my data?',
    answer:
      'On your dashboard, "Download my data" gives you everything as one file, and "Delete account" erases it all after you confirm with your password.',
  },
  {
    question: 'How do I cancel my plan?',
    answer:
      'Open your dashboard, go to Subscriptions and press Cancel on your active plan. You are not charged again.',
  },
];
