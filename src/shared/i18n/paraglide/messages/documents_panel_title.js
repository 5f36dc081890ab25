/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shipment: NonNullable<unknown> }} Documents_Panel_TitleInputs */

const en_documents_panel_title = /** @type {(inputs: Documents_Panel_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Documents of ${i?.shipment}`)
};

const es_documents_panel_title = /** @type {(inputs: Documents_Panel_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Documentos de ${i?.shipment}`)
};

const en_xa2_documents_panel_title = /** @type {(inputs: Documents_Panel_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðóçúɱéñţš óƒ ${i?.shipment} ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Documents of {shipment}" |
*
* @param {Documents_Panel_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_panel_title = /** @type {((inputs: Documents_Panel_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Panel_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_panel_title(inputs)
	if (locale === "en-XA") return en_xa2_documents_panel_title(inputs)
	return en_documents_panel_title(inputs)
});