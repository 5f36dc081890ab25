/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_DocumentsInputs */

const en_route_documents = /** @type {(inputs: Route_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documents`)
};

const es_route_documents = /** @type {(inputs: Route_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documentos`)
};

const en_xa2_route_documents = /** @type {(inputs: Route_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóçúɱéñţš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Documents" |
*
* @param {Route_DocumentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_documents = /** @type {((inputs?: Route_DocumentsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_DocumentsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_route_documents(inputs)
	if (locale === "en-XA") return en_xa2_route_documents(inputs)
	return en_route_documents(inputs)
});