/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Picker_Open_TrackingInputs */

const en_documents_picker_open_tracking = /** @type {(inputs: Documents_Picker_Open_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in Tracking`)
};

const es_documents_picker_open_tracking = /** @type {(inputs: Documents_Picker_Open_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir en Seguimiento`)
};

const en_xa2_documents_picker_open_tracking = /** @type {(inputs: Documents_Picker_Open_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ íñ Ţŕáçķíñĝ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Open in Tracking" |
*
* @param {Documents_Picker_Open_TrackingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_open_tracking = /** @type {((inputs?: Documents_Picker_Open_TrackingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_Open_TrackingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_open_tracking(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_open_tracking(inputs)
	return en_documents_picker_open_tracking(inputs)
});