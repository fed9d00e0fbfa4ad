/**
 * The settings dialog's styles, fetched the first time the dialog opens (most visitors answer
 * the banner and never open it), after the banner's (./banner).
 */
import 'vanilla-cookieconsent/dist/css-components/preferences-modal.css'
