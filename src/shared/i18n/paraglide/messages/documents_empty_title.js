/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Empty_TitleInputs */

const en_documents_empty_title = /** @type {(inputs: Documents_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a shipment`)
};

const es_documents_empty_title = /** @type {(inputs: Documents_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un envío`)
};

const en_xa2_documents_empty_title = /** @type {(inputs: Documents_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé á šĥíþɱéñţ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Choose a shipment" |
*
* @param {Documents_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_empty_title = /** @type {((inputs?: Documents_Empty_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Empty_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_empty_title(inputs)
	if (locale === "en-XA") return en_xa2_documents_empty_title(inputs)
	return en_documents_empty_title(inputs)
});