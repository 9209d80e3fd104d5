/** The lead forms (SPEC 2.6): import them from here. */
export { ItineraryQuestionnaire, SnowQuestionnaire, type QuestionnaireProps } from './Questionnaires';
export { ItineraryDownloadForm } from './ItineraryDownloadForm';
export { DownloadItinerary } from './DownloadItinerary';
export { EnquiryForm } from './EnquiryForm';
export { ContactForm } from './ContactForm';
