/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_Bridge_TitleInputs */

const en_no_bridge_title = /** @type {(inputs: No_Bridge_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk cannot start here`)
};

const es_no_bridge_title = /** @type {(inputs: No_Bridge_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk no puede iniciarse aquí`)
};

const en_xa2_no_bridge_title = /** @type {(inputs: No_Bridge_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ çáññóţ šţáŕţ ĥéŕé ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Freight Desk cannot start here" |
*
* @param {No_Bridge_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const no_bridge_title = /** @type {((inputs?: No_Bridge_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<No_Bridge_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_no_bridge_title(inputs)
	if (locale === "en-XA") return en_xa2_no_bridge_title(inputs)
	return en_no_bridge_title(inputs)
});