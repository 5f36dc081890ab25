/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Main_Sell_ChangedInputs */

const en_pricing_main_sell_changed = /** @type {(inputs: Pricing_Main_Sell_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The margin rules or the customer changed since the rates were shown: look at the sell price again, then save.`)
};

const es_pricing_main_sell_changed = /** @type {(inputs: Pricing_Main_Sell_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las reglas de margen o el cliente cambiaron desde que se mostraron las tarifas: revise de nuevo el precio de venta y guarde.`)
};

const en_xa2_pricing_main_sell_changed = /** @type {(inputs: Pricing_Main_Sell_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ɱáŕĝíñ ŕúļéš óŕ ţĥé çúšţóɱéŕ çĥáñĝéð šíñçé ţĥé ŕáţéš ŵéŕé šĥóŵñ: ļóóķ áţ ţĥé šéļļ þŕíçé áĝáíñ, ţĥéñ šáṽé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The margin rules or the customer changed since the rates were shown: look at the sell price again, then save." |
*
* @param {Pricing_Main_Sell_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_sell_changed = /** @type {((inputs?: Pricing_Main_Sell_ChangedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Sell_ChangedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_main_sell_changed(inputs)
	if (locale === "en-XA") return en_xa2_pricing_main_sell_changed(inputs)
	return en_pricing_main_sell_changed(inputs)
});