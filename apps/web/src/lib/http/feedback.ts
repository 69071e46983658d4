import { message, Modal, type MessageArgsProps, type ModalFuncProps } from 'antd';

/** The parts of antd's message and modal APIs the HTTP layer uses to speak to the buyer. */
export interface FeedbackApi {
  message: { open(args: MessageArgsProps): unknown };
  modal: { warning(props: ModalFuncProps): unknown; error(props: ModalFuncProps): unknown };
}

// antd's static methods until the App component hands over its context-aware instances.
let current: FeedbackApi = { message, modal: Modal };

export const setFeedback = (api: FeedbackApi): void => {
  current = api;
};

export const feedback = (): FeedbackApi => current;
