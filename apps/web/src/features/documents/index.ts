/** The documentation library: documents by language with their downloads, and the upload for editors. */
export { DocumentsScreen } from './components/documents-screen';
