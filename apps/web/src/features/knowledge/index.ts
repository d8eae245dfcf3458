/** What a website's assistant knows: crawled pages, FAQs and text sources (a section of the website's settings). */
export { KnowledgeSection } from './knowledge-section';
