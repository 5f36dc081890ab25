/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Pallet_HintInputs */

const en_rating_pallet_hint = /** @type {(inputs: Rating_Pallet_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Euro pallets are rated as EUR 1 (120 × 80 cm). American pallets (48 × 40 in) have no rating type of their own: they are rated as Custom, 122 × 102 cm. Picking a type fills its length and width.`)
};

const es_rating_pallet_hint = /** @type {(inputs: Rating_Pallet_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los palés europeos se tarifican como EUR 1 (120 × 80 cm). Los americanos (48 × 40 in) no tienen tipo propio: se tarifican como Custom, 122 × 102 cm. Al elegir un tipo se rellenan su largo y su ancho.`)
};

const en_xa2_rating_pallet_hint = /** @type {(inputs: Rating_Pallet_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éúŕó þáļļéţš áŕé ŕáţéð áš ÉÚŔ 1 (120 × 80 çɱ). Áɱéŕíçáñ þáļļéţš (48 × 40 íñ) ĥáṽé ñó ŕáţíñĝ ţýþé óƒ ţĥéíŕ óŵñ: ţĥéý áŕé ŕáţéð áš Çúšţóɱ, 122 × 102 çɱ. Þíçķíñĝ á ţýþé ƒíļļš íţš ļéñĝţĥ áñð ŵíðţĥ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Euro pallets are rated as EUR 1 (120 × 80 cm). American pallets (48 × 40 in) have no rating type of their own: they are rated as Custom, 122 × 102 cm. Pickin..." |
*
* @param {Rating_Pallet_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_hint = /** @type {((inputs?: Rating_Pallet_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Pallet_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_pallet_hint(inputs)
	if (locale === "en-XA") return en_xa2_rating_pallet_hint(inputs)
	return en_rating_pallet_hint(inputs)
});