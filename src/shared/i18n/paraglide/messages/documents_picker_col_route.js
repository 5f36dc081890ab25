/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Picker_Col_RouteInputs */

const en_documents_picker_col_route = /** @type {(inputs: Documents_Picker_Col_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Route`)
};

const es_documents_picker_col_route = /** @type {(inputs: Documents_Picker_Col_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruta`)
};

const en_xa2_documents_picker_col_route = /** @type {(inputs: Documents_Picker_Col_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕóúţé ·]`)
};

/**
* | output |
* | --- |
* | "Route" |
*
* @param {Documents_Picker_Col_RouteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_col_route = /** @type {((inputs?: Documents_Picker_Col_RouteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_Col_RouteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_col_route(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_col_route(inputs)
	return en_documents_picker_col_route(inputs)
});