/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Hint_AirInputs */

const en_rating_hint_air = /** @type {(inputs: Rating_Hint_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy: the carrier’s all-in, the freight with every surcharge, per currency. Sell: the buy price plus the margin shown.`)
};

const es_rating_hint_air = /** @type {(inputs: Rating_Hint_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compra: el todo incluido del transportista, el flete con todos los recargos, por moneda. Venta: el precio de compra más el margen mostrado.`)
};

const en_xa2_rating_hint_air = /** @type {(inputs: Rating_Hint_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓúý: ţĥé çáŕŕíéŕ’š áļļ-íñ, ţĥé ƒŕéíĝĥţ ŵíţĥ éṽéŕý šúŕçĥáŕĝé, þéŕ çúŕŕéñçý. Šéļļ: ţĥé ƀúý þŕíçé þļúš ţĥé ɱáŕĝíñ šĥóŵñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Buy: the carrier’s all-in, the freight with every surcharge, per currency. Sell: the buy price plus the margin shown." |
*
* @param {Rating_Hint_AirInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_hint_air = /** @type {((inputs?: Rating_Hint_AirInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Hint_AirInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_hint_air(inputs)
	if (locale === "en-XA") return en_xa2_rating_hint_air(inputs)
	return en_rating_hint_air(inputs)
});