/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shipment: NonNullable<unknown> }} Documents_Drop_PanelInputs */

const en_documents_drop_panel = /** @type {(inputs: Documents_Drop_PanelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Drop to upload to ${i?.shipment}`)
};

const es_documents_drop_panel = /** @type {(inputs: Documents_Drop_PanelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suelte para subir a ${i?.shipment}`)
};

const en_xa2_documents_drop_panel = /** @type {(inputs: Documents_Drop_PanelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðŕóþ ţó úþļóáð ţó ${i?.shipment} ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Drop to upload to {shipment}" |
*
* @param {Documents_Drop_PanelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_drop_panel = /** @type {((inputs: Documents_Drop_PanelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Drop_PanelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_drop_panel(inputs)
	if (locale === "en-XA") return en_xa2_documents_drop_panel(inputs)
	return en_documents_drop_panel(inputs)
});