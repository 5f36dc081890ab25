/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, op: NonNullable<unknown> }} Failure_Broke_AttemptsInputs */

const en_failure_broke_attempts = /** @type {(inputs: Failure_Broke_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The connection to the freight service broke during "${i?.op}" (${i?.count} attempt). Check your connection and try again.`);
	return /** @type {LocalizedString} */ (`The connection to the freight service broke during "${i?.op}" (${i?.count} attempts). Check your connection and try again.`)
	
};

const es_failure_broke_attempts = /** @type {(inputs: Failure_Broke_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`La conexión con el servicio de transporte se cortó durante «${i?.op}» (${i?.count} intento). Compruebe su conexión y vuelva a intentarlo.`);
	return /** @type {LocalizedString} */ (`La conexión con el servicio de transporte se cortó durante «${i?.op}» (${i?.count} intentos). Compruebe su conexión y vuelva a intentarlo.`)
	
};

const en_xa2_failure_broke_attempts = /** @type {(inputs: Failure_Broke_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ţĥé çóññéçţíóñ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé ƀŕóķé ðúŕíñĝ "${i?.op}" (${i?.count} áţţéɱþţ). Çĥéçķ ýóúŕ çóññéçţíóñ áñð ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[Ţĥé çóññéçţíóñ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé ƀŕóķé ðúŕíñĝ "${i?.op}" (${i?.count} áţţéɱþţš). Çĥéçķ ýóúŕ çóññéçţíóñ áñð ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The connection to the freight service broke during \"{op}\" ({count} attempt). Check your connection and try again." |
* | * | "The connection to the freight service broke during \"{op}\" ({count} attempts). Check your connection and try again." |
*
* @param {Failure_Broke_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_broke_attempts = /** @type {((inputs: Failure_Broke_AttemptsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Broke_AttemptsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_broke_attempts(inputs)
	if (locale === "en-XA") return en_xa2_failure_broke_attempts(inputs)
	return en_failure_broke_attempts(inputs)
});