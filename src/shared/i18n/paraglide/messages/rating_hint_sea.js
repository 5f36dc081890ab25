/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Hint_SeaInputs */

const en_rating_hint_sea = /** @type {(inputs: Rating_Hint_SeaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy: the carrier’s all-in, the price with every surcharge, freight included; without a price from the carrier, the surcharges added up per currency. Sell: the buy price plus the margin shown.`)
};

const es_rating_hint_sea = /** @type {(inputs: Rating_Hint_SeaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compra: el todo incluido del transportista, el precio con todos los recargos, flete incluido; sin precio del transportista, los recargos sumados por moneda. Venta: el precio de compra más el margen mostrado.`)
};

const en_xa2_rating_hint_sea = /** @type {(inputs: Rating_Hint_SeaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓúý: ţĥé çáŕŕíéŕ’š áļļ-íñ, ţĥé þŕíçé ŵíţĥ éṽéŕý šúŕçĥáŕĝé, ƒŕéíĝĥţ íñçļúðéð; ŵíţĥóúţ á þŕíçé ƒŕóɱ ţĥé çáŕŕíéŕ, ţĥé šúŕçĥáŕĝéš áððéð úþ þéŕ çúŕŕéñçý. Šéļļ: ţĥé ƀúý þŕíçé þļúš ţĥé ɱáŕĝíñ šĥóŵñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Buy: the carrier’s all-in, the price with every surcharge, freight included; without a price from the carrier, the surcharges added up per currency. Sell: th..." |
*
* @param {Rating_Hint_SeaInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_hint_sea = /** @type {((inputs?: Rating_Hint_SeaInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Hint_SeaInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_hint_sea(inputs)
	if (locale === "en-XA") return en_xa2_rating_hint_sea(inputs)
	return en_rating_hint_sea(inputs)
});