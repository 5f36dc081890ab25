/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Goods_RequiredInputs */

const en_rating_form_goods_required = /** @type {(inputs: Rating_Form_Goods_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods description is required: what is shipped, e.g. “Spare parts”`)
};

const es_rating_form_goods_required = /** @type {(inputs: Rating_Form_Goods_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La descripción de la mercancía es obligatoria: qué se envía, p. ej. «Recambios»`)
};

const en_xa2_rating_form_goods_required = /** @type {(inputs: Rating_Form_Goods_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝóóðš ðéšçŕíþţíóñ íš ŕéǫúíŕéð: ŵĥáţ íš šĥíþþéð, é.ĝ. “Šþáŕé þáŕţš” ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Goods description is required: what is shipped, e.g. “Spare parts”" |
*
* @param {Rating_Form_Goods_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_required = /** @type {((inputs?: Rating_Form_Goods_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Goods_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_goods_required(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_goods_required(inputs)
	return en_rating_form_goods_required(inputs)
});