/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Margin_Set_By_Hand_InsteadInputs */

const en_rating_margin_set_by_hand_instead = /** @type {(inputs: Rating_Margin_Set_By_Hand_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set by hand for this quote, instead of the rule.`)
};

const es_rating_margin_set_by_hand_instead = /** @type {(inputs: Rating_Margin_Set_By_Hand_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fijado a mano para esta cotización, en lugar de la regla.`)
};

const en_xa2_rating_margin_set_by_hand_instead = /** @type {(inputs: Rating_Margin_Set_By_Hand_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţ ƀý ĥáñð ƒóŕ ţĥíš ǫúóţé, íñšţéáð óƒ ţĥé ŕúļé. ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Set by hand for this quote, instead of the rule." |
*
* @param {Rating_Margin_Set_By_Hand_InsteadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_set_by_hand_instead = /** @type {((inputs?: Rating_Margin_Set_By_Hand_InsteadInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Set_By_Hand_InsteadInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_set_by_hand_instead(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_set_by_hand_instead(inputs)
	return en_rating_margin_set_by_hand_instead(inputs)
});