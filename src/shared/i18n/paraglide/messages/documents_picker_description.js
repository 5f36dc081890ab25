/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Picker_DescriptionInputs */

const en_documents_picker_description = /** @type {(inputs: Documents_Picker_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find a booked shipment by its code, or pick a recent one.`)
};

const es_documents_picker_description = /** @type {(inputs: Documents_Picker_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busque un envío reservado por su código o elija uno reciente.`)
};

const en_xa2_documents_picker_description = /** @type {(inputs: Documents_Picker_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñð á ƀóóķéð šĥíþɱéñţ ƀý íţš çóðé, óŕ þíçķ á ŕéçéñţ óñé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Find a booked shipment by its code, or pick a recent one." |
*
* @param {Documents_Picker_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_description = /** @type {((inputs?: Documents_Picker_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_description(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_description(inputs)
	return en_documents_picker_description(inputs)
});