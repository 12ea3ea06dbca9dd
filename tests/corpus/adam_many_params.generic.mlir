"builtin.module"() <{sym_name = "jit_adam_many_params"}> ({
  "func.func"() <{arg_attrs = [{tf.aliasing_output = 0 : i32}, {tf.aliasing_output = 1 : i32}, {tf.aliasing_output = 2 : i32}, {tf.aliasing_output = 3 : i32}, {tf.aliasing_output = 4 : i32}, {tf.aliasing_output = 5 : i32}, {tf.aliasing_output = 6 : i32}, {tf.aliasing_output = 7 : i32}, {tf.aliasing_output = 8 : i32}, {tf.aliasing_output = 9 : i32}, {tf.aliasing_output = 10 : i32}, {tf.aliasing_output = 11 : i32}, {tf.aliasing_output = 12 : i32}, {tf.aliasing_output = 13 : i32}, {tf.aliasing_output = 14 : i32}, {tf.aliasing_output = 15 : i32}, {tf.aliasing_output = 16 : i32}, {tf.aliasing_output = 17 : i32}, {tf.aliasing_output = 18 : i32}, {tf.aliasing_output = 19 : i32}, {tf.aliasing_output = 20 : i32}, {tf.aliasing_output = 21 : i32}, {tf.aliasing_output = 22 : i32}, {tf.aliasing_output = 23 : i32}, {tf.aliasing_output = 24 : i32}, {tf.aliasing_output = 25 : i32}, {tf.aliasing_output = 26 : i32}, {tf.aliasing_output = 27 : i32}, {tf.aliasing_output = 28 : i32}, {tf.aliasing_output = 29 : i32}, {tf.aliasing_output = 30 : i32}, {tf.aliasing_output = 31 : i32}, {tf.aliasing_output = 32 : i32}, {tf.aliasing_output = 33 : i32}, {tf.aliasing_output = 34 : i32}, {tf.aliasing_output = 35 : i32}, {tf.aliasing_output = 36 : i32}, {tf.aliasing_output = 37 : i32}, {tf.aliasing_output = 38 : i32}, {tf.aliasing_output = 39 : i32}, {tf.aliasing_output = 40 : i32}, {tf.aliasing_output = 41 : i32}, {tf.aliasing_output = 42 : i32}, {tf.aliasing_output = 43 : i32}, {tf.aliasing_output = 44 : i32}, {tf.aliasing_output = 45 : i32}, {tf.aliasing_output = 46 : i32}, {tf.aliasing_output = 47 : i32}, {tf.aliasing_output = 48 : i32}, {tf.aliasing_output = 49 : i32}, {tf.aliasing_output = 50 : i32}, {tf.aliasing_output = 51 : i32}, {tf.aliasing_output = 52 : i32}, {tf.aliasing_output = 53 : i32}, {tf.aliasing_output = 54 : i32}, {tf.aliasing_output = 55 : i32}, {tf.aliasing_output = 56 : i32}, {tf.aliasing_output = 57 : i32}, {tf.aliasing_output = 58 : i32}, {tf.aliasing_output = 59 : i32}, {tf.aliasing_output = 60 : i32}, {tf.aliasing_output = 61 : i32}, {tf.aliasing_output = 62 : i32}, {tf.aliasing_output = 63 : i32}, {tf.aliasing_output = 64 : i32}, {tf.aliasing_output = 65 : i32}, {tf.aliasing_output = 66 : i32}, {tf.aliasing_output = 67 : i32}, {tf.aliasing_output = 68 : i32}, {tf.aliasing_output = 69 : i32}, {tf.aliasing_output = 70 : i32}, {tf.aliasing_output = 71 : i32}, {tf.aliasing_output = 72 : i32}, {tf.aliasing_output = 73 : i32}, {tf.aliasing_output = 74 : i32}, {tf.aliasing_output = 75 : i32}, {tf.aliasing_output = 76 : i32}, {tf.aliasing_output = 77 : i32}, {tf.aliasing_output = 78 : i32}, {tf.aliasing_output = 79 : i32}, {tf.aliasing_output = 80 : i32}, {tf.aliasing_output = 81 : i32}, {tf.aliasing_output = 82 : i32}, {tf.aliasing_output = 83 : i32}, {tf.aliasing_output = 84 : i32}, {tf.aliasing_output = 85 : i32}, {tf.aliasing_output = 86 : i32}, {tf.aliasing_output = 87 : i32}, {tf.aliasing_output = 88 : i32}, {tf.aliasing_output = 89 : i32}, {tf.aliasing_output = 90 : i32}, {tf.aliasing_output = 91 : i32}, {tf.aliasing_output = 92 : i32}, {tf.aliasing_output = 93 : i32}, {tf.aliasing_output = 94 : i32}, {tf.aliasing_output = 95 : i32}, {tf.aliasing_output = 96 : i32}, {tf.aliasing_output = 97 : i32}, {tf.aliasing_output = 98 : i32}, {tf.aliasing_output = 99 : i32}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {tf.aliasing_output = 100 : i32}, {tf.aliasing_output = 101 : i32}, {tf.aliasing_output = 102 : i32}, {tf.aliasing_output = 103 : i32}, {tf.aliasing_output = 104 : i32}, {tf.aliasing_output = 105 : i32}, {tf.aliasing_output = 106 : i32}, {tf.aliasing_output = 107 : i32}, {tf.aliasing_output = 108 : i32}, {tf.aliasing_output = 109 : i32}, {tf.aliasing_output = 110 : i32}, {tf.aliasing_output = 111 : i32}, {tf.aliasing_output = 112 : i32}, {tf.aliasing_output = 113 : i32}, {tf.aliasing_output = 114 : i32}, {tf.aliasing_output = 115 : i32}, {tf.aliasing_output = 116 : i32}, {tf.aliasing_output = 117 : i32}, {tf.aliasing_output = 118 : i32}, {tf.aliasing_output = 119 : i32}, {tf.aliasing_output = 120 : i32}, {tf.aliasing_output = 121 : i32}, {tf.aliasing_output = 122 : i32}, {tf.aliasing_output = 123 : i32}, {tf.aliasing_output = 124 : i32}, {tf.aliasing_output = 125 : i32}, {tf.aliasing_output = 126 : i32}, {tf.aliasing_output = 127 : i32}, {tf.aliasing_output = 128 : i32}, {tf.aliasing_output = 129 : i32}, {tf.aliasing_output = 130 : i32}, {tf.aliasing_output = 131 : i32}, {tf.aliasing_output = 132 : i32}, {tf.aliasing_output = 133 : i32}, {tf.aliasing_output = 134 : i32}, {tf.aliasing_output = 135 : i32}, {tf.aliasing_output = 136 : i32}, {tf.aliasing_output = 137 : i32}, {tf.aliasing_output = 138 : i32}, {tf.aliasing_output = 139 : i32}, {tf.aliasing_output = 140 : i32}, {tf.aliasing_output = 141 : i32}, {tf.aliasing_output = 142 : i32}, {tf.aliasing_output = 143 : i32}, {tf.aliasing_output = 144 : i32}, {tf.aliasing_output = 145 : i32}, {tf.aliasing_output = 146 : i32}, {tf.aliasing_output = 147 : i32}, {tf.aliasing_output = 148 : i32}, {tf.aliasing_output = 149 : i32}, {tf.aliasing_output = 150 : i32}, {tf.aliasing_output = 151 : i32}, {tf.aliasing_output = 152 : i32}, {tf.aliasing_output = 153 : i32}, {tf.aliasing_output = 154 : i32}, {tf.aliasing_output = 155 : i32}, {tf.aliasing_output = 156 : i32}, {tf.aliasing_output = 157 : i32}, {tf.aliasing_output = 158 : i32}, {tf.aliasing_output = 159 : i32}, {tf.aliasing_output = 160 : i32}, {tf.aliasing_output = 161 : i32}, {tf.aliasing_output = 162 : i32}, {tf.aliasing_output = 163 : i32}, {tf.aliasing_output = 164 : i32}, {tf.aliasing_output = 165 : i32}, {tf.aliasing_output = 166 : i32}, {tf.aliasing_output = 167 : i32}, {tf.aliasing_output = 168 : i32}, {tf.aliasing_output = 169 : i32}, {tf.aliasing_output = 170 : i32}, {tf.aliasing_output = 171 : i32}, {tf.aliasing_output = 172 : i32}, {tf.aliasing_output = 173 : i32}, {tf.aliasing_output = 174 : i32}, {tf.aliasing_output = 175 : i32}, {tf.aliasing_output = 176 : i32}, {tf.aliasing_output = 177 : i32}, {tf.aliasing_output = 178 : i32}, {tf.aliasing_output = 179 : i32}, {tf.aliasing_output = 180 : i32}, {tf.aliasing_output = 181 : i32}, {tf.aliasing_output = 182 : i32}, {tf.aliasing_output = 183 : i32}, {tf.aliasing_output = 184 : i32}, {tf.aliasing_output = 185 : i32}, {tf.aliasing_output = 186 : i32}, {tf.aliasing_output = 187 : i32}, {tf.aliasing_output = 188 : i32}, {tf.aliasing_output = 189 : i32}, {tf.aliasing_output = 190 : i32}, {tf.aliasing_output = 191 : i32}, {tf.aliasing_output = 192 : i32}, {tf.aliasing_output = 193 : i32}, {tf.aliasing_output = 194 : i32}, {tf.aliasing_output = 195 : i32}, {tf.aliasing_output = 196 : i32}, {tf.aliasing_output = 197 : i32}, {tf.aliasing_output = 198 : i32}, {tf.aliasing_output = 199 : i32}, {tf.aliasing_output = 200 : i32}, {tf.aliasing_output = 201 : i32}, {tf.aliasing_output = 202 : i32}, {tf.aliasing_output = 203 : i32}, {tf.aliasing_output = 204 : i32}, {tf.aliasing_output = 205 : i32}, {tf.aliasing_output = 206 : i32}, {tf.aliasing_output = 207 : i32}, {tf.aliasing_output = 208 : i32}, {tf.aliasing_output = 209 : i32}, {tf.aliasing_output = 210 : i32}, {tf.aliasing_output = 211 : i32}, {tf.aliasing_output = 212 : i32}, {tf.aliasing_output = 213 : i32}, {tf.aliasing_output = 214 : i32}, {tf.aliasing_output = 215 : i32}, {tf.aliasing_output = 216 : i32}, {tf.aliasing_output = 217 : i32}, {tf.aliasing_output = 218 : i32}, {tf.aliasing_output = 219 : i32}, {tf.aliasing_output = 220 : i32}, {tf.aliasing_output = 221 : i32}, {tf.aliasing_output = 222 : i32}, {tf.aliasing_output = 223 : i32}, {tf.aliasing_output = 224 : i32}, {tf.aliasing_output = 225 : i32}, {tf.aliasing_output = 226 : i32}, {tf.aliasing_output = 227 : i32}, {tf.aliasing_output = 228 : i32}, {tf.aliasing_output = 229 : i32}, {tf.aliasing_output = 230 : i32}, {tf.aliasing_output = 231 : i32}, {tf.aliasing_output = 232 : i32}, {tf.aliasing_output = 233 : i32}, {tf.aliasing_output = 234 : i32}, {tf.aliasing_output = 235 : i32}, {tf.aliasing_output = 236 : i32}, {tf.aliasing_output = 237 : i32}, {tf.aliasing_output = 238 : i32}, {tf.aliasing_output = 239 : i32}, {tf.aliasing_output = 240 : i32}, {tf.aliasing_output = 241 : i32}, {tf.aliasing_output = 242 : i32}, {tf.aliasing_output = 243 : i32}, {tf.aliasing_output = 244 : i32}, {tf.aliasing_output = 245 : i32}, {tf.aliasing_output = 246 : i32}, {tf.aliasing_output = 247 : i32}, {tf.aliasing_output = 248 : i32}, {tf.aliasing_output = 249 : i32}, {tf.aliasing_output = 250 : i32}, {tf.aliasing_output = 251 : i32}, {tf.aliasing_output = 252 : i32}, {tf.aliasing_output = 253 : i32}, {tf.aliasing_output = 254 : i32}, {tf.aliasing_output = 255 : i32}, {tf.aliasing_output = 256 : i32}, {tf.aliasing_output = 257 : i32}, {tf.aliasing_output = 258 : i32}, {tf.aliasing_output = 259 : i32}, {tf.aliasing_output = 260 : i32}, {tf.aliasing_output = 261 : i32}, {tf.aliasing_output = 262 : i32}, {tf.aliasing_output = 263 : i32}, {tf.aliasing_output = 264 : i32}, {tf.aliasing_output = 265 : i32}, {tf.aliasing_output = 266 : i32}, {tf.aliasing_output = 267 : i32}, {tf.aliasing_output = 268 : i32}, {tf.aliasing_output = 269 : i32}, {tf.aliasing_output = 270 : i32}, {tf.aliasing_output = 271 : i32}, {tf.aliasing_output = 272 : i32}, {tf.aliasing_output = 273 : i32}, {tf.aliasing_output = 274 : i32}, {tf.aliasing_output = 275 : i32}, {tf.aliasing_output = 276 : i32}, {tf.aliasing_output = 277 : i32}, {tf.aliasing_output = 278 : i32}, {tf.aliasing_output = 279 : i32}, {tf.aliasing_output = 280 : i32}, {tf.aliasing_output = 281 : i32}, {tf.aliasing_output = 282 : i32}, {tf.aliasing_output = 283 : i32}, {tf.aliasing_output = 284 : i32}, {tf.aliasing_output = 285 : i32}, {tf.aliasing_output = 286 : i32}, {tf.aliasing_output = 287 : i32}, {tf.aliasing_output = 288 : i32}, {tf.aliasing_output = 289 : i32}, {tf.aliasing_output = 290 : i32}, {tf.aliasing_output = 291 : i32}, {tf.aliasing_output = 292 : i32}, {tf.aliasing_output = 293 : i32}, {tf.aliasing_output = 294 : i32}, {tf.aliasing_output = 295 : i32}, {tf.aliasing_output = 296 : i32}, {tf.aliasing_output = 297 : i32}, {tf.aliasing_output = 298 : i32}, {tf.aliasing_output = 299 : i32}, {tf.aliasing_output = 300 : i32}], function_type = (tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<i32>) -> (tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<i32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}, {jax.result_info = "result[18]"}, {jax.result_info = "result[19]"}, {jax.result_info = "result[20]"}, {jax.result_info = "result[21]"}, {jax.result_info = "result[22]"}, {jax.result_info = "result[23]"}, {jax.result_info = "result[24]"}, {jax.result_info = "result[25]"}, {jax.result_info = "result[26]"}, {jax.result_info = "result[27]"}, {jax.result_info = "result[28]"}, {jax.result_info = "result[29]"}, {jax.result_info = "result[30]"}, {jax.result_info = "result[31]"}, {jax.result_info = "result[32]"}, {jax.result_info = "result[33]"}, {jax.result_info = "result[34]"}, {jax.result_info = "result[35]"}, {jax.result_info = "result[36]"}, {jax.result_info = "result[37]"}, {jax.result_info = "result[38]"}, {jax.result_info = "result[39]"}, {jax.result_info = "result[40]"}, {jax.result_info = "result[41]"}, {jax.result_info = "result[42]"}, {jax.result_info = "result[43]"}, {jax.result_info = "result[44]"}, {jax.result_info = "result[45]"}, {jax.result_info = "result[46]"}, {jax.result_info = "result[47]"}, {jax.result_info = "result[48]"}, {jax.result_info = "result[49]"}, {jax.result_info = "result[50]"}, {jax.result_info = "result[51]"}, {jax.result_info = "result[52]"}, {jax.result_info = "result[53]"}, {jax.result_info = "result[54]"}, {jax.result_info = "result[55]"}, {jax.result_info = "result[56]"}, {jax.result_info = "result[57]"}, {jax.result_info = "result[58]"}, {jax.result_info = "result[59]"}, {jax.result_info = "result[60]"}, {jax.result_info = "result[61]"}, {jax.result_info = "result[62]"}, {jax.result_info = "result[63]"}, {jax.result_info = "result[64]"}, {jax.result_info = "result[65]"}, {jax.result_info = "result[66]"}, {jax.result_info = "result[67]"}, {jax.result_info = "result[68]"}, {jax.result_info = "result[69]"}, {jax.result_info = "result[70]"}, {jax.result_info = "result[71]"}, {jax.result_info = "result[72]"}, {jax.result_info = "result[73]"}, {jax.result_info = "result[74]"}, {jax.result_info = "result[75]"}, {jax.result_info = "result[76]"}, {jax.result_info = "result[77]"}, {jax.result_info = "result[78]"}, {jax.result_info = "result[79]"}, {jax.result_info = "result[80]"}, {jax.result_info = "result[81]"}, {jax.result_info = "result[82]"}, {jax.result_info = "result[83]"}, {jax.result_info = "result[84]"}, {jax.result_info = "result[85]"}, {jax.result_info = "result[86]"}, {jax.result_info = "result[87]"}, {jax.result_info = "result[88]"}, {jax.result_info = "result[89]"}, {jax.result_info = "result[90]"}, {jax.result_info = "result[91]"}, {jax.result_info = "result[92]"}, {jax.result_info = "result[93]"}, {jax.result_info = "result[94]"}, {jax.result_info = "result[95]"}, {jax.result_info = "result[96]"}, {jax.result_info = "result[97]"}, {jax.result_info = "result[98]"}, {jax.result_info = "result[99]"}, {jax.result_info = "result[100]"}, {jax.result_info = "result[101]"}, {jax.result_info = "result[102]"}, {jax.result_info = "result[103]"}, {jax.result_info = "result[104]"}, {jax.result_info = "result[105]"}, {jax.result_info = "result[106]"}, {jax.result_info = "result[107]"}, {jax.result_info = "result[108]"}, {jax.result_info = "result[109]"}, {jax.result_info = "result[110]"}, {jax.result_info = "result[111]"}, {jax.result_info = "result[112]"}, {jax.result_info = "result[113]"}, {jax.result_info = "result[114]"}, {jax.result_info = "result[115]"}, {jax.result_info = "result[116]"}, {jax.result_info = "result[117]"}, {jax.result_info = "result[118]"}, {jax.result_info = "result[119]"}, {jax.result_info = "result[120]"}, {jax.result_info = "result[121]"}, {jax.result_info = "result[122]"}, {jax.result_info = "result[123]"}, {jax.result_info = "result[124]"}, {jax.result_info = "result[125]"}, {jax.result_info = "result[126]"}, {jax.result_info = "result[127]"}, {jax.result_info = "result[128]"}, {jax.result_info = "result[129]"}, {jax.result_info = "result[130]"}, {jax.result_info = "result[131]"}, {jax.result_info = "result[132]"}, {jax.result_info = "result[133]"}, {jax.result_info = "result[134]"}, {jax.result_info = "result[135]"}, {jax.result_info = "result[136]"}, {jax.result_info = "result[137]"}, {jax.result_info = "result[138]"}, {jax.result_info = "result[139]"}, {jax.result_info = "result[140]"}, {jax.result_info = "result[141]"}, {jax.result_info = "result[142]"}, {jax.result_info = "result[143]"}, {jax.result_info = "result[144]"}, {jax.result_info = "result[145]"}, {jax.result_info = "result[146]"}, {jax.result_info = "result[147]"}, {jax.result_info = "result[148]"}, {jax.result_info = "result[149]"}, {jax.result_info = "result[150]"}, {jax.result_info = "result[151]"}, {jax.result_info = "result[152]"}, {jax.result_info = "result[153]"}, {jax.result_info = "result[154]"}, {jax.result_info = "result[155]"}, {jax.result_info = "result[156]"}, {jax.result_info = "result[157]"}, {jax.result_info = "result[158]"}, {jax.result_info = "result[159]"}, {jax.result_info = "result[160]"}, {jax.result_info = "result[161]"}, {jax.result_info = "result[162]"}, {jax.result_info = "result[163]"}, {jax.result_info = "result[164]"}, {jax.result_info = "result[165]"}, {jax.result_info = "result[166]"}, {jax.result_info = "result[167]"}, {jax.result_info = "result[168]"}, {jax.result_info = "result[169]"}, {jax.result_info = "result[170]"}, {jax.result_info = "result[171]"}, {jax.result_info = "result[172]"}, {jax.result_info = "result[173]"}, {jax.result_info = "result[174]"}, {jax.result_info = "result[175]"}, {jax.result_info = "result[176]"}, {jax.result_info = "result[177]"}, {jax.result_info = "result[178]"}, {jax.result_info = "result[179]"}, {jax.result_info = "result[180]"}, {jax.result_info = "result[181]"}, {jax.result_info = "result[182]"}, {jax.result_info = "result[183]"}, {jax.result_info = "result[184]"}, {jax.result_info = "result[185]"}, {jax.result_info = "result[186]"}, {jax.result_info = "result[187]"}, {jax.result_info = "result[188]"}, {jax.result_info = "result[189]"}, {jax.result_info = "result[190]"}, {jax.result_info = "result[191]"}, {jax.result_info = "result[192]"}, {jax.result_info = "result[193]"}, {jax.result_info = "result[194]"}, {jax.result_info = "result[195]"}, {jax.result_info = "result[196]"}, {jax.result_info = "result[197]"}, {jax.result_info = "result[198]"}, {jax.result_info = "result[199]"}, {jax.result_info = "result[200]"}, {jax.result_info = "result[201]"}, {jax.result_info = "result[202]"}, {jax.result_info = "result[203]"}, {jax.result_info = "result[204]"}, {jax.result_info = "result[205]"}, {jax.result_info = "result[206]"}, {jax.result_info = "result[207]"}, {jax.result_info = "result[208]"}, {jax.result_info = "result[209]"}, {jax.result_info = "result[210]"}, {jax.result_info = "result[211]"}, {jax.result_info = "result[212]"}, {jax.result_info = "result[213]"}, {jax.result_info = "result[214]"}, {jax.result_info = "result[215]"}, {jax.result_info = "result[216]"}, {jax.result_info = "result[217]"}, {jax.result_info = "result[218]"}, {jax.result_info = "result[219]"}, {jax.result_info = "result[220]"}, {jax.result_info = "result[221]"}, {jax.result_info = "result[222]"}, {jax.result_info = "result[223]"}, {jax.result_info = "result[224]"}, {jax.result_info = "result[225]"}, {jax.result_info = "result[226]"}, {jax.result_info = "result[227]"}, {jax.result_info = "result[228]"}, {jax.result_info = "result[229]"}, {jax.result_info = "result[230]"}, {jax.result_info = "result[231]"}, {jax.result_info = "result[232]"}, {jax.result_info = "result[233]"}, {jax.result_info = "result[234]"}, {jax.result_info = "result[235]"}, {jax.result_info = "result[236]"}, {jax.result_info = "result[237]"}, {jax.result_info = "result[238]"}, {jax.result_info = "result[239]"}, {jax.result_info = "result[240]"}, {jax.result_info = "result[241]"}, {jax.result_info = "result[242]"}, {jax.result_info = "result[243]"}, {jax.result_info = "result[244]"}, {jax.result_info = "result[245]"}, {jax.result_info = "result[246]"}, {jax.result_info = "result[247]"}, {jax.result_info = "result[248]"}, {jax.result_info = "result[249]"}, {jax.result_info = "result[250]"}, {jax.result_info = "result[251]"}, {jax.result_info = "result[252]"}, {jax.result_info = "result[253]"}, {jax.result_info = "result[254]"}, {jax.result_info = "result[255]"}, {jax.result_info = "result[256]"}, {jax.result_info = "result[257]"}, {jax.result_info = "result[258]"}, {jax.result_info = "result[259]"}, {jax.result_info = "result[260]"}, {jax.result_info = "result[261]"}, {jax.result_info = "result[262]"}, {jax.result_info = "result[263]"}, {jax.result_info = "result[264]"}, {jax.result_info = "result[265]"}, {jax.result_info = "result[266]"}, {jax.result_info = "result[267]"}, {jax.result_info = "result[268]"}, {jax.result_info = "result[269]"}, {jax.result_info = "result[270]"}, {jax.result_info = "result[271]"}, {jax.result_info = "result[272]"}, {jax.result_info = "result[273]"}, {jax.result_info = "result[274]"}, {jax.result_info = "result[275]"}, {jax.result_info = "result[276]"}, {jax.result_info = "result[277]"}, {jax.result_info = "result[278]"}, {jax.result_info = "result[279]"}, {jax.result_info = "result[280]"}, {jax.result_info = "result[281]"}, {jax.result_info = "result[282]"}, {jax.result_info = "result[283]"}, {jax.result_info = "result[284]"}, {jax.result_info = "result[285]"}, {jax.result_info = "result[286]"}, {jax.result_info = "result[287]"}, {jax.result_info = "result[288]"}, {jax.result_info = "result[289]"}, {jax.result_info = "result[290]"}, {jax.result_info = "result[291]"}, {jax.result_info = "result[292]"}, {jax.result_info = "result[293]"}, {jax.result_info = "result[294]"}, {jax.result_info = "result[295]"}, {jax.result_info = "result[296]"}, {jax.result_info = "result[297]"}, {jax.result_info = "result[298]"}, {jax.result_info = "result[299]"}, {jax.result_info = "result[300]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<16xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<4x16xf32>, %arg3: tensor<32xf32>, %arg4: tensor<3x5xf32>, %arg5: tensor<64xf32>, %arg6: tensor<2x3x4xf32>, %arg7: tensor<128xf32>, %arg8: tensor<10x10xf32>, %arg9: tensor<7xf32>, %arg10: tensor<16xf32>, %arg11: tensor<8x8xf32>, %arg12: tensor<4x16xf32>, %arg13: tensor<32xf32>, %arg14: tensor<3x5xf32>, %arg15: tensor<64xf32>, %arg16: tensor<2x3x4xf32>, %arg17: tensor<128xf32>, %arg18: tensor<10x10xf32>, %arg19: tensor<7xf32>, %arg20: tensor<16xf32>, %arg21: tensor<8x8xf32>, %arg22: tensor<4x16xf32>, %arg23: tensor<32xf32>, %arg24: tensor<3x5xf32>, %arg25: tensor<64xf32>, %arg26: tensor<2x3x4xf32>, %arg27: tensor<128xf32>, %arg28: tensor<10x10xf32>, %arg29: tensor<7xf32>, %arg30: tensor<16xf32>, %arg31: tensor<8x8xf32>, %arg32: tensor<4x16xf32>, %arg33: tensor<32xf32>, %arg34: tensor<3x5xf32>, %arg35: tensor<64xf32>, %arg36: tensor<2x3x4xf32>, %arg37: tensor<128xf32>, %arg38: tensor<10x10xf32>, %arg39: tensor<7xf32>, %arg40: tensor<16xf32>, %arg41: tensor<8x8xf32>, %arg42: tensor<4x16xf32>, %arg43: tensor<32xf32>, %arg44: tensor<3x5xf32>, %arg45: tensor<64xf32>, %arg46: tensor<2x3x4xf32>, %arg47: tensor<128xf32>, %arg48: tensor<10x10xf32>, %arg49: tensor<7xf32>, %arg50: tensor<16xf32>, %arg51: tensor<8x8xf32>, %arg52: tensor<4x16xf32>, %arg53: tensor<32xf32>, %arg54: tensor<3x5xf32>, %arg55: tensor<64xf32>, %arg56: tensor<2x3x4xf32>, %arg57: tensor<128xf32>, %arg58: tensor<10x10xf32>, %arg59: tensor<7xf32>, %arg60: tensor<16xf32>, %arg61: tensor<8x8xf32>, %arg62: tensor<4x16xf32>, %arg63: tensor<32xf32>, %arg64: tensor<3x5xf32>, %arg65: tensor<64xf32>, %arg66: tensor<2x3x4xf32>, %arg67: tensor<128xf32>, %arg68: tensor<10x10xf32>, %arg69: tensor<7xf32>, %arg70: tensor<16xf32>, %arg71: tensor<8x8xf32>, %arg72: tensor<4x16xf32>, %arg73: tensor<32xf32>, %arg74: tensor<3x5xf32>, %arg75: tensor<64xf32>, %arg76: tensor<2x3x4xf32>, %arg77: tensor<128xf32>, %arg78: tensor<10x10xf32>, %arg79: tensor<7xf32>, %arg80: tensor<16xf32>, %arg81: tensor<8x8xf32>, %arg82: tensor<4x16xf32>, %arg83: tensor<32xf32>, %arg84: tensor<3x5xf32>, %arg85: tensor<64xf32>, %arg86: tensor<2x3x4xf32>, %arg87: tensor<128xf32>, %arg88: tensor<10x10xf32>, %arg89: tensor<7xf32>, %arg90: tensor<16xf32>, %arg91: tensor<8x8xf32>, %arg92: tensor<4x16xf32>, %arg93: tensor<32xf32>, %arg94: tensor<3x5xf32>, %arg95: tensor<64xf32>, %arg96: tensor<2x3x4xf32>, %arg97: tensor<128xf32>, %arg98: tensor<10x10xf32>, %arg99: tensor<7xf32>, %arg100: tensor<16xf32>, %arg101: tensor<8x8xf32>, %arg102: tensor<4x16xf32>, %arg103: tensor<32xf32>, %arg104: tensor<3x5xf32>, %arg105: tensor<64xf32>, %arg106: tensor<2x3x4xf32>, %arg107: tensor<128xf32>, %arg108: tensor<10x10xf32>, %arg109: tensor<7xf32>, %arg110: tensor<16xf32>, %arg111: tensor<8x8xf32>, %arg112: tensor<4x16xf32>, %arg113: tensor<32xf32>, %arg114: tensor<3x5xf32>, %arg115: tensor<64xf32>, %arg116: tensor<2x3x4xf32>, %arg117: tensor<128xf32>, %arg118: tensor<10x10xf32>, %arg119: tensor<7xf32>, %arg120: tensor<16xf32>, %arg121: tensor<8x8xf32>, %arg122: tensor<4x16xf32>, %arg123: tensor<32xf32>, %arg124: tensor<3x5xf32>, %arg125: tensor<64xf32>, %arg126: tensor<2x3x4xf32>, %arg127: tensor<128xf32>, %arg128: tensor<10x10xf32>, %arg129: tensor<7xf32>, %arg130: tensor<16xf32>, %arg131: tensor<8x8xf32>, %arg132: tensor<4x16xf32>, %arg133: tensor<32xf32>, %arg134: tensor<3x5xf32>, %arg135: tensor<64xf32>, %arg136: tensor<2x3x4xf32>, %arg137: tensor<128xf32>, %arg138: tensor<10x10xf32>, %arg139: tensor<7xf32>, %arg140: tensor<16xf32>, %arg141: tensor<8x8xf32>, %arg142: tensor<4x16xf32>, %arg143: tensor<32xf32>, %arg144: tensor<3x5xf32>, %arg145: tensor<64xf32>, %arg146: tensor<2x3x4xf32>, %arg147: tensor<128xf32>, %arg148: tensor<10x10xf32>, %arg149: tensor<7xf32>, %arg150: tensor<16xf32>, %arg151: tensor<8x8xf32>, %arg152: tensor<4x16xf32>, %arg153: tensor<32xf32>, %arg154: tensor<3x5xf32>, %arg155: tensor<64xf32>, %arg156: tensor<2x3x4xf32>, %arg157: tensor<128xf32>, %arg158: tensor<10x10xf32>, %arg159: tensor<7xf32>, %arg160: tensor<16xf32>, %arg161: tensor<8x8xf32>, %arg162: tensor<4x16xf32>, %arg163: tensor<32xf32>, %arg164: tensor<3x5xf32>, %arg165: tensor<64xf32>, %arg166: tensor<2x3x4xf32>, %arg167: tensor<128xf32>, %arg168: tensor<10x10xf32>, %arg169: tensor<7xf32>, %arg170: tensor<16xf32>, %arg171: tensor<8x8xf32>, %arg172: tensor<4x16xf32>, %arg173: tensor<32xf32>, %arg174: tensor<3x5xf32>, %arg175: tensor<64xf32>, %arg176: tensor<2x3x4xf32>, %arg177: tensor<128xf32>, %arg178: tensor<10x10xf32>, %arg179: tensor<7xf32>, %arg180: tensor<16xf32>, %arg181: tensor<8x8xf32>, %arg182: tensor<4x16xf32>, %arg183: tensor<32xf32>, %arg184: tensor<3x5xf32>, %arg185: tensor<64xf32>, %arg186: tensor<2x3x4xf32>, %arg187: tensor<128xf32>, %arg188: tensor<10x10xf32>, %arg189: tensor<7xf32>, %arg190: tensor<16xf32>, %arg191: tensor<8x8xf32>, %arg192: tensor<4x16xf32>, %arg193: tensor<32xf32>, %arg194: tensor<3x5xf32>, %arg195: tensor<64xf32>, %arg196: tensor<2x3x4xf32>, %arg197: tensor<128xf32>, %arg198: tensor<10x10xf32>, %arg199: tensor<7xf32>, %arg200: tensor<16xf32>, %arg201: tensor<8x8xf32>, %arg202: tensor<4x16xf32>, %arg203: tensor<32xf32>, %arg204: tensor<3x5xf32>, %arg205: tensor<64xf32>, %arg206: tensor<2x3x4xf32>, %arg207: tensor<128xf32>, %arg208: tensor<10x10xf32>, %arg209: tensor<7xf32>, %arg210: tensor<16xf32>, %arg211: tensor<8x8xf32>, %arg212: tensor<4x16xf32>, %arg213: tensor<32xf32>, %arg214: tensor<3x5xf32>, %arg215: tensor<64xf32>, %arg216: tensor<2x3x4xf32>, %arg217: tensor<128xf32>, %arg218: tensor<10x10xf32>, %arg219: tensor<7xf32>, %arg220: tensor<16xf32>, %arg221: tensor<8x8xf32>, %arg222: tensor<4x16xf32>, %arg223: tensor<32xf32>, %arg224: tensor<3x5xf32>, %arg225: tensor<64xf32>, %arg226: tensor<2x3x4xf32>, %arg227: tensor<128xf32>, %arg228: tensor<10x10xf32>, %arg229: tensor<7xf32>, %arg230: tensor<16xf32>, %arg231: tensor<8x8xf32>, %arg232: tensor<4x16xf32>, %arg233: tensor<32xf32>, %arg234: tensor<3x5xf32>, %arg235: tensor<64xf32>, %arg236: tensor<2x3x4xf32>, %arg237: tensor<128xf32>, %arg238: tensor<10x10xf32>, %arg239: tensor<7xf32>, %arg240: tensor<16xf32>, %arg241: tensor<8x8xf32>, %arg242: tensor<4x16xf32>, %arg243: tensor<32xf32>, %arg244: tensor<3x5xf32>, %arg245: tensor<64xf32>, %arg246: tensor<2x3x4xf32>, %arg247: tensor<128xf32>, %arg248: tensor<10x10xf32>, %arg249: tensor<7xf32>, %arg250: tensor<16xf32>, %arg251: tensor<8x8xf32>, %arg252: tensor<4x16xf32>, %arg253: tensor<32xf32>, %arg254: tensor<3x5xf32>, %arg255: tensor<64xf32>, %arg256: tensor<2x3x4xf32>, %arg257: tensor<128xf32>, %arg258: tensor<10x10xf32>, %arg259: tensor<7xf32>, %arg260: tensor<16xf32>, %arg261: tensor<8x8xf32>, %arg262: tensor<4x16xf32>, %arg263: tensor<32xf32>, %arg264: tensor<3x5xf32>, %arg265: tensor<64xf32>, %arg266: tensor<2x3x4xf32>, %arg267: tensor<128xf32>, %arg268: tensor<10x10xf32>, %arg269: tensor<7xf32>, %arg270: tensor<16xf32>, %arg271: tensor<8x8xf32>, %arg272: tensor<4x16xf32>, %arg273: tensor<32xf32>, %arg274: tensor<3x5xf32>, %arg275: tensor<64xf32>, %arg276: tensor<2x3x4xf32>, %arg277: tensor<128xf32>, %arg278: tensor<10x10xf32>, %arg279: tensor<7xf32>, %arg280: tensor<16xf32>, %arg281: tensor<8x8xf32>, %arg282: tensor<4x16xf32>, %arg283: tensor<32xf32>, %arg284: tensor<3x5xf32>, %arg285: tensor<64xf32>, %arg286: tensor<2x3x4xf32>, %arg287: tensor<128xf32>, %arg288: tensor<10x10xf32>, %arg289: tensor<7xf32>, %arg290: tensor<16xf32>, %arg291: tensor<8x8xf32>, %arg292: tensor<4x16xf32>, %arg293: tensor<32xf32>, %arg294: tensor<3x5xf32>, %arg295: tensor<64xf32>, %arg296: tensor<2x3x4xf32>, %arg297: tensor<128xf32>, %arg298: tensor<10x10xf32>, %arg299: tensor<7xf32>, %arg300: tensor<16xf32>, %arg301: tensor<8x8xf32>, %arg302: tensor<4x16xf32>, %arg303: tensor<32xf32>, %arg304: tensor<3x5xf32>, %arg305: tensor<64xf32>, %arg306: tensor<2x3x4xf32>, %arg307: tensor<128xf32>, %arg308: tensor<10x10xf32>, %arg309: tensor<7xf32>, %arg310: tensor<16xf32>, %arg311: tensor<8x8xf32>, %arg312: tensor<4x16xf32>, %arg313: tensor<32xf32>, %arg314: tensor<3x5xf32>, %arg315: tensor<64xf32>, %arg316: tensor<2x3x4xf32>, %arg317: tensor<128xf32>, %arg318: tensor<10x10xf32>, %arg319: tensor<7xf32>, %arg320: tensor<16xf32>, %arg321: tensor<8x8xf32>, %arg322: tensor<4x16xf32>, %arg323: tensor<32xf32>, %arg324: tensor<3x5xf32>, %arg325: tensor<64xf32>, %arg326: tensor<2x3x4xf32>, %arg327: tensor<128xf32>, %arg328: tensor<10x10xf32>, %arg329: tensor<7xf32>, %arg330: tensor<16xf32>, %arg331: tensor<8x8xf32>, %arg332: tensor<4x16xf32>, %arg333: tensor<32xf32>, %arg334: tensor<3x5xf32>, %arg335: tensor<64xf32>, %arg336: tensor<2x3x4xf32>, %arg337: tensor<128xf32>, %arg338: tensor<10x10xf32>, %arg339: tensor<7xf32>, %arg340: tensor<16xf32>, %arg341: tensor<8x8xf32>, %arg342: tensor<4x16xf32>, %arg343: tensor<32xf32>, %arg344: tensor<3x5xf32>, %arg345: tensor<64xf32>, %arg346: tensor<2x3x4xf32>, %arg347: tensor<128xf32>, %arg348: tensor<10x10xf32>, %arg349: tensor<7xf32>, %arg350: tensor<16xf32>, %arg351: tensor<8x8xf32>, %arg352: tensor<4x16xf32>, %arg353: tensor<32xf32>, %arg354: tensor<3x5xf32>, %arg355: tensor<64xf32>, %arg356: tensor<2x3x4xf32>, %arg357: tensor<128xf32>, %arg358: tensor<10x10xf32>, %arg359: tensor<7xf32>, %arg360: tensor<16xf32>, %arg361: tensor<8x8xf32>, %arg362: tensor<4x16xf32>, %arg363: tensor<32xf32>, %arg364: tensor<3x5xf32>, %arg365: tensor<64xf32>, %arg366: tensor<2x3x4xf32>, %arg367: tensor<128xf32>, %arg368: tensor<10x10xf32>, %arg369: tensor<7xf32>, %arg370: tensor<16xf32>, %arg371: tensor<8x8xf32>, %arg372: tensor<4x16xf32>, %arg373: tensor<32xf32>, %arg374: tensor<3x5xf32>, %arg375: tensor<64xf32>, %arg376: tensor<2x3x4xf32>, %arg377: tensor<128xf32>, %arg378: tensor<10x10xf32>, %arg379: tensor<7xf32>, %arg380: tensor<16xf32>, %arg381: tensor<8x8xf32>, %arg382: tensor<4x16xf32>, %arg383: tensor<32xf32>, %arg384: tensor<3x5xf32>, %arg385: tensor<64xf32>, %arg386: tensor<2x3x4xf32>, %arg387: tensor<128xf32>, %arg388: tensor<10x10xf32>, %arg389: tensor<7xf32>, %arg390: tensor<16xf32>, %arg391: tensor<8x8xf32>, %arg392: tensor<4x16xf32>, %arg393: tensor<32xf32>, %arg394: tensor<3x5xf32>, %arg395: tensor<64xf32>, %arg396: tensor<2x3x4xf32>, %arg397: tensor<128xf32>, %arg398: tensor<10x10xf32>, %arg399: tensor<7xf32>, %arg400: tensor<i32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.add"(%arg400, %0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.convert"(%1) : (tensor<i32>) -> tensor<f32>
    %3 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %5 = "stablehlo.multiply"(%4, %arg200) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %6 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %8 = "stablehlo.multiply"(%7, %arg100) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %9 = "stablehlo.add"(%5, %8) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %10 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %12 = "stablehlo.multiply"(%11, %arg300) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %13 = "chlo.square"(%arg100) : (tensor<16xf32>) -> tensor<16xf32>
    %14 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %16 = "stablehlo.multiply"(%15, %13) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %17 = "stablehlo.add"(%12, %16) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %18 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.power"(%18, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %20 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.subtract"(%20, %19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %23 = "stablehlo.divide"(%9, %22) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %24 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %26 = "stablehlo.multiply"(%25, %23) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %27 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.power"(%27, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %29 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.subtract"(%29, %28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %32 = "stablehlo.divide"(%17, %31) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %33 = "stablehlo.sqrt"(%32) : (tensor<16xf32>) -> tensor<16xf32>
    %34 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %36 = "stablehlo.add"(%33, %35) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %37 = "stablehlo.divide"(%26, %36) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %38 = "stablehlo.subtract"(%arg0, %37) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %39 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %41 = "stablehlo.multiply"(%40, %arg201) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %42 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %44 = "stablehlo.multiply"(%43, %arg101) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %45 = "stablehlo.add"(%41, %44) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %46 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %48 = "stablehlo.multiply"(%47, %arg301) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %49 = "chlo.square"(%arg101) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %50 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %52 = "stablehlo.multiply"(%51, %49) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %53 = "stablehlo.add"(%48, %52) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %54 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.power"(%54, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %56 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.subtract"(%56, %55) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %59 = "stablehlo.divide"(%45, %58) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %60 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %62 = "stablehlo.multiply"(%61, %59) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %63 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %64 = "stablehlo.power"(%63, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %65 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.subtract"(%65, %64) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %68 = "stablehlo.divide"(%53, %67) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %69 = "stablehlo.sqrt"(%68) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %70 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %72 = "stablehlo.add"(%69, %71) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %73 = "stablehlo.divide"(%62, %72) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %74 = "stablehlo.subtract"(%arg1, %73) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %75 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %77 = "stablehlo.multiply"(%76, %arg202) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %78 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %80 = "stablehlo.multiply"(%79, %arg102) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %81 = "stablehlo.add"(%77, %80) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %82 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %84 = "stablehlo.multiply"(%83, %arg302) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %85 = "chlo.square"(%arg102) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %86 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %88 = "stablehlo.multiply"(%87, %85) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %89 = "stablehlo.add"(%84, %88) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %90 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.power"(%90, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %92 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %93 = "stablehlo.subtract"(%92, %91) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %95 = "stablehlo.divide"(%81, %94) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %96 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %98 = "stablehlo.multiply"(%97, %95) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %99 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %100 = "stablehlo.power"(%99, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %101 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %102 = "stablehlo.subtract"(%101, %100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %104 = "stablehlo.divide"(%89, %103) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %105 = "stablehlo.sqrt"(%104) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %106 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %108 = "stablehlo.add"(%105, %107) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %109 = "stablehlo.divide"(%98, %108) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %110 = "stablehlo.subtract"(%arg2, %109) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %111 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %113 = "stablehlo.multiply"(%112, %arg203) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %114 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %116 = "stablehlo.multiply"(%115, %arg103) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %117 = "stablehlo.add"(%113, %116) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %118 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %120 = "stablehlo.multiply"(%119, %arg303) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %121 = "chlo.square"(%arg103) : (tensor<32xf32>) -> tensor<32xf32>
    %122 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %123 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %124 = "stablehlo.multiply"(%123, %121) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %125 = "stablehlo.add"(%120, %124) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %126 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %127 = "stablehlo.power"(%126, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %128 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %129 = "stablehlo.subtract"(%128, %127) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %131 = "stablehlo.divide"(%117, %130) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %132 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %134 = "stablehlo.multiply"(%133, %131) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %135 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %136 = "stablehlo.power"(%135, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %137 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.subtract"(%137, %136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %140 = "stablehlo.divide"(%125, %139) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %141 = "stablehlo.sqrt"(%140) : (tensor<32xf32>) -> tensor<32xf32>
    %142 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %144 = "stablehlo.add"(%141, %143) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %145 = "stablehlo.divide"(%134, %144) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %146 = "stablehlo.subtract"(%arg3, %145) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %147 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %148 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %149 = "stablehlo.multiply"(%148, %arg204) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %150 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %152 = "stablehlo.multiply"(%151, %arg104) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %153 = "stablehlo.add"(%149, %152) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %154 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %156 = "stablehlo.multiply"(%155, %arg304) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %157 = "chlo.square"(%arg104) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %158 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %160 = "stablehlo.multiply"(%159, %157) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %161 = "stablehlo.add"(%156, %160) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %162 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %163 = "stablehlo.power"(%162, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %164 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %165 = "stablehlo.subtract"(%164, %163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %167 = "stablehlo.divide"(%153, %166) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %168 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %170 = "stablehlo.multiply"(%169, %167) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %171 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %172 = "stablehlo.power"(%171, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %173 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.subtract"(%173, %172) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %176 = "stablehlo.divide"(%161, %175) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %177 = "stablehlo.sqrt"(%176) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %178 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %180 = "stablehlo.add"(%177, %179) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %181 = "stablehlo.divide"(%170, %180) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %182 = "stablehlo.subtract"(%arg4, %181) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %183 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %185 = "stablehlo.multiply"(%184, %arg205) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %186 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %188 = "stablehlo.multiply"(%187, %arg105) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %189 = "stablehlo.add"(%185, %188) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %190 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %192 = "stablehlo.multiply"(%191, %arg305) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %193 = "chlo.square"(%arg105) : (tensor<64xf32>) -> tensor<64xf32>
    %194 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %196 = "stablehlo.multiply"(%195, %193) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %197 = "stablehlo.add"(%192, %196) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %198 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %199 = "stablehlo.power"(%198, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %200 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %201 = "stablehlo.subtract"(%200, %199) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %203 = "stablehlo.divide"(%189, %202) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %204 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %205 = "stablehlo.broadcast_in_dim"(%204) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %206 = "stablehlo.multiply"(%205, %203) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %207 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %208 = "stablehlo.power"(%207, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %209 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %210 = "stablehlo.subtract"(%209, %208) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %212 = "stablehlo.divide"(%197, %211) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %213 = "stablehlo.sqrt"(%212) : (tensor<64xf32>) -> tensor<64xf32>
    %214 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %215 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %216 = "stablehlo.add"(%213, %215) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %217 = "stablehlo.divide"(%206, %216) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %218 = "stablehlo.subtract"(%arg5, %217) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %219 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %221 = "stablehlo.multiply"(%220, %arg206) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %222 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %223 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %224 = "stablehlo.multiply"(%223, %arg106) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %225 = "stablehlo.add"(%221, %224) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %226 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %228 = "stablehlo.multiply"(%227, %arg306) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %229 = "chlo.square"(%arg106) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %230 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %232 = "stablehlo.multiply"(%231, %229) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %233 = "stablehlo.add"(%228, %232) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %234 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %235 = "stablehlo.power"(%234, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %236 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %237 = "stablehlo.subtract"(%236, %235) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %239 = "stablehlo.divide"(%225, %238) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %240 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %241 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %242 = "stablehlo.multiply"(%241, %239) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %243 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %244 = "stablehlo.power"(%243, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %245 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %246 = "stablehlo.subtract"(%245, %244) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %248 = "stablehlo.divide"(%233, %247) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %249 = "stablehlo.sqrt"(%248) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %250 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %252 = "stablehlo.add"(%249, %251) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %253 = "stablehlo.divide"(%242, %252) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %254 = "stablehlo.subtract"(%arg6, %253) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %255 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %256 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %257 = "stablehlo.multiply"(%256, %arg207) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %258 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %260 = "stablehlo.multiply"(%259, %arg107) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %261 = "stablehlo.add"(%257, %260) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %262 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %264 = "stablehlo.multiply"(%263, %arg307) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %265 = "chlo.square"(%arg107) : (tensor<128xf32>) -> tensor<128xf32>
    %266 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %267 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %268 = "stablehlo.multiply"(%267, %265) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %269 = "stablehlo.add"(%264, %268) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %270 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %271 = "stablehlo.power"(%270, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %272 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %273 = "stablehlo.subtract"(%272, %271) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %275 = "stablehlo.divide"(%261, %274) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %276 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %278 = "stablehlo.multiply"(%277, %275) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %279 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.power"(%279, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %281 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %282 = "stablehlo.subtract"(%281, %280) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %284 = "stablehlo.divide"(%269, %283) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %285 = "stablehlo.sqrt"(%284) : (tensor<128xf32>) -> tensor<128xf32>
    %286 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %288 = "stablehlo.add"(%285, %287) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %289 = "stablehlo.divide"(%278, %288) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %290 = "stablehlo.subtract"(%arg7, %289) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %291 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %292 = "stablehlo.broadcast_in_dim"(%291) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %293 = "stablehlo.multiply"(%292, %arg208) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %294 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %295 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %296 = "stablehlo.multiply"(%295, %arg108) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %297 = "stablehlo.add"(%293, %296) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %298 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %300 = "stablehlo.multiply"(%299, %arg308) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %301 = "chlo.square"(%arg108) : (tensor<10x10xf32>) -> tensor<10x10xf32>
    %302 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %303 = "stablehlo.broadcast_in_dim"(%302) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %304 = "stablehlo.multiply"(%303, %301) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %305 = "stablehlo.add"(%300, %304) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %306 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %307 = "stablehlo.power"(%306, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %308 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %309 = "stablehlo.subtract"(%308, %307) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %310 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %311 = "stablehlo.divide"(%297, %310) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %312 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %313 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %314 = "stablehlo.multiply"(%313, %311) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %315 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %316 = "stablehlo.power"(%315, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %317 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %318 = "stablehlo.subtract"(%317, %316) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %319 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %320 = "stablehlo.divide"(%305, %319) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %321 = "stablehlo.sqrt"(%320) : (tensor<10x10xf32>) -> tensor<10x10xf32>
    %322 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %323 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %324 = "stablehlo.add"(%321, %323) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %325 = "stablehlo.divide"(%314, %324) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %326 = "stablehlo.subtract"(%arg8, %325) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %327 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %328 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %329 = "stablehlo.multiply"(%328, %arg209) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %330 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %332 = "stablehlo.multiply"(%331, %arg109) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %333 = "stablehlo.add"(%329, %332) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %334 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %335 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %336 = "stablehlo.multiply"(%335, %arg309) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %337 = "chlo.square"(%arg109) : (tensor<7xf32>) -> tensor<7xf32>
    %338 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %339 = "stablehlo.broadcast_in_dim"(%338) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %340 = "stablehlo.multiply"(%339, %337) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %341 = "stablehlo.add"(%336, %340) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %342 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %343 = "stablehlo.power"(%342, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %344 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %345 = "stablehlo.subtract"(%344, %343) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %346 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %347 = "stablehlo.divide"(%333, %346) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %348 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %349 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %350 = "stablehlo.multiply"(%349, %347) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %351 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %352 = "stablehlo.power"(%351, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %353 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %354 = "stablehlo.subtract"(%353, %352) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %355 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %356 = "stablehlo.divide"(%341, %355) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %357 = "stablehlo.sqrt"(%356) : (tensor<7xf32>) -> tensor<7xf32>
    %358 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %359 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %360 = "stablehlo.add"(%357, %359) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %361 = "stablehlo.divide"(%350, %360) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %362 = "stablehlo.subtract"(%arg9, %361) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %363 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %364 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %365 = "stablehlo.multiply"(%364, %arg210) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %366 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %367 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %368 = "stablehlo.multiply"(%367, %arg110) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %369 = "stablehlo.add"(%365, %368) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %370 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %372 = "stablehlo.multiply"(%371, %arg310) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %373 = "chlo.square"(%arg110) : (tensor<16xf32>) -> tensor<16xf32>
    %374 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %375 = "stablehlo.broadcast_in_dim"(%374) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %376 = "stablehlo.multiply"(%375, %373) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %377 = "stablehlo.add"(%372, %376) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %378 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %379 = "stablehlo.power"(%378, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %380 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %381 = "stablehlo.subtract"(%380, %379) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %382 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %383 = "stablehlo.divide"(%369, %382) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %384 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %385 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %386 = "stablehlo.multiply"(%385, %383) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %387 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %388 = "stablehlo.power"(%387, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %389 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %390 = "stablehlo.subtract"(%389, %388) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %391 = "stablehlo.broadcast_in_dim"(%390) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %392 = "stablehlo.divide"(%377, %391) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %393 = "stablehlo.sqrt"(%392) : (tensor<16xf32>) -> tensor<16xf32>
    %394 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %395 = "stablehlo.broadcast_in_dim"(%394) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %396 = "stablehlo.add"(%393, %395) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %397 = "stablehlo.divide"(%386, %396) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %398 = "stablehlo.subtract"(%arg10, %397) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %399 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %400 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %401 = "stablehlo.multiply"(%400, %arg211) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %402 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %403 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %404 = "stablehlo.multiply"(%403, %arg111) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %405 = "stablehlo.add"(%401, %404) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %406 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %407 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %408 = "stablehlo.multiply"(%407, %arg311) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %409 = "chlo.square"(%arg111) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %410 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %412 = "stablehlo.multiply"(%411, %409) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %413 = "stablehlo.add"(%408, %412) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %414 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %415 = "stablehlo.power"(%414, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %416 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %417 = "stablehlo.subtract"(%416, %415) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %418 = "stablehlo.broadcast_in_dim"(%417) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %419 = "stablehlo.divide"(%405, %418) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %420 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %421 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %422 = "stablehlo.multiply"(%421, %419) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %423 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %424 = "stablehlo.power"(%423, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %425 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %426 = "stablehlo.subtract"(%425, %424) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %427 = "stablehlo.broadcast_in_dim"(%426) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %428 = "stablehlo.divide"(%413, %427) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %429 = "stablehlo.sqrt"(%428) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %430 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %431 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %432 = "stablehlo.add"(%429, %431) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %433 = "stablehlo.divide"(%422, %432) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %434 = "stablehlo.subtract"(%arg11, %433) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %435 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %436 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %437 = "stablehlo.multiply"(%436, %arg212) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %438 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %439 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %440 = "stablehlo.multiply"(%439, %arg112) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %441 = "stablehlo.add"(%437, %440) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %442 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %443 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %444 = "stablehlo.multiply"(%443, %arg312) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %445 = "chlo.square"(%arg112) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %446 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %447 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %448 = "stablehlo.multiply"(%447, %445) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %449 = "stablehlo.add"(%444, %448) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %450 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %451 = "stablehlo.power"(%450, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %452 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %453 = "stablehlo.subtract"(%452, %451) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %454 = "stablehlo.broadcast_in_dim"(%453) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %455 = "stablehlo.divide"(%441, %454) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %456 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %458 = "stablehlo.multiply"(%457, %455) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %459 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %460 = "stablehlo.power"(%459, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %461 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %462 = "stablehlo.subtract"(%461, %460) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %463 = "stablehlo.broadcast_in_dim"(%462) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %464 = "stablehlo.divide"(%449, %463) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %465 = "stablehlo.sqrt"(%464) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %466 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %467 = "stablehlo.broadcast_in_dim"(%466) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %468 = "stablehlo.add"(%465, %467) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %469 = "stablehlo.divide"(%458, %468) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %470 = "stablehlo.subtract"(%arg12, %469) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %471 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %472 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %473 = "stablehlo.multiply"(%472, %arg213) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %474 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %475 = "stablehlo.broadcast_in_dim"(%474) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %476 = "stablehlo.multiply"(%475, %arg113) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %477 = "stablehlo.add"(%473, %476) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %478 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %479 = "stablehlo.broadcast_in_dim"(%478) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %480 = "stablehlo.multiply"(%479, %arg313) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %481 = "chlo.square"(%arg113) : (tensor<32xf32>) -> tensor<32xf32>
    %482 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %483 = "stablehlo.broadcast_in_dim"(%482) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %484 = "stablehlo.multiply"(%483, %481) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %485 = "stablehlo.add"(%480, %484) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %486 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %487 = "stablehlo.power"(%486, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %488 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %489 = "stablehlo.subtract"(%488, %487) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %490 = "stablehlo.broadcast_in_dim"(%489) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %491 = "stablehlo.divide"(%477, %490) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %492 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %493 = "stablehlo.broadcast_in_dim"(%492) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %494 = "stablehlo.multiply"(%493, %491) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %495 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %496 = "stablehlo.power"(%495, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %497 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %498 = "stablehlo.subtract"(%497, %496) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %499 = "stablehlo.broadcast_in_dim"(%498) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %500 = "stablehlo.divide"(%485, %499) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %501 = "stablehlo.sqrt"(%500) : (tensor<32xf32>) -> tensor<32xf32>
    %502 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %503 = "stablehlo.broadcast_in_dim"(%502) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %504 = "stablehlo.add"(%501, %503) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %505 = "stablehlo.divide"(%494, %504) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %506 = "stablehlo.subtract"(%arg13, %505) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %507 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %508 = "stablehlo.broadcast_in_dim"(%507) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %509 = "stablehlo.multiply"(%508, %arg214) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %510 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %511 = "stablehlo.broadcast_in_dim"(%510) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %512 = "stablehlo.multiply"(%511, %arg114) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %513 = "stablehlo.add"(%509, %512) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %514 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %515 = "stablehlo.broadcast_in_dim"(%514) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %516 = "stablehlo.multiply"(%515, %arg314) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %517 = "chlo.square"(%arg114) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %518 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %519 = "stablehlo.broadcast_in_dim"(%518) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %520 = "stablehlo.multiply"(%519, %517) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %521 = "stablehlo.add"(%516, %520) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %522 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %523 = "stablehlo.power"(%522, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %524 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %525 = "stablehlo.subtract"(%524, %523) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %526 = "stablehlo.broadcast_in_dim"(%525) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %527 = "stablehlo.divide"(%513, %526) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %528 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %529 = "stablehlo.broadcast_in_dim"(%528) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %530 = "stablehlo.multiply"(%529, %527) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %531 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %532 = "stablehlo.power"(%531, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %533 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %534 = "stablehlo.subtract"(%533, %532) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %535 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %536 = "stablehlo.divide"(%521, %535) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %537 = "stablehlo.sqrt"(%536) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %538 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %539 = "stablehlo.broadcast_in_dim"(%538) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %540 = "stablehlo.add"(%537, %539) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %541 = "stablehlo.divide"(%530, %540) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %542 = "stablehlo.subtract"(%arg14, %541) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %543 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %544 = "stablehlo.broadcast_in_dim"(%543) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %545 = "stablehlo.multiply"(%544, %arg215) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %546 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %547 = "stablehlo.broadcast_in_dim"(%546) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %548 = "stablehlo.multiply"(%547, %arg115) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %549 = "stablehlo.add"(%545, %548) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %550 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %551 = "stablehlo.broadcast_in_dim"(%550) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %552 = "stablehlo.multiply"(%551, %arg315) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %553 = "chlo.square"(%arg115) : (tensor<64xf32>) -> tensor<64xf32>
    %554 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %555 = "stablehlo.broadcast_in_dim"(%554) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %556 = "stablehlo.multiply"(%555, %553) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %557 = "stablehlo.add"(%552, %556) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %558 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %559 = "stablehlo.power"(%558, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %560 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %561 = "stablehlo.subtract"(%560, %559) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %562 = "stablehlo.broadcast_in_dim"(%561) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %563 = "stablehlo.divide"(%549, %562) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %564 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %565 = "stablehlo.broadcast_in_dim"(%564) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %566 = "stablehlo.multiply"(%565, %563) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %567 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %568 = "stablehlo.power"(%567, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %569 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %570 = "stablehlo.subtract"(%569, %568) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %571 = "stablehlo.broadcast_in_dim"(%570) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %572 = "stablehlo.divide"(%557, %571) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %573 = "stablehlo.sqrt"(%572) : (tensor<64xf32>) -> tensor<64xf32>
    %574 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %575 = "stablehlo.broadcast_in_dim"(%574) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %576 = "stablehlo.add"(%573, %575) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %577 = "stablehlo.divide"(%566, %576) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %578 = "stablehlo.subtract"(%arg15, %577) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %579 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %580 = "stablehlo.broadcast_in_dim"(%579) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %581 = "stablehlo.multiply"(%580, %arg216) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %582 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %583 = "stablehlo.broadcast_in_dim"(%582) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %584 = "stablehlo.multiply"(%583, %arg116) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %585 = "stablehlo.add"(%581, %584) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %586 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %587 = "stablehlo.broadcast_in_dim"(%586) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %588 = "stablehlo.multiply"(%587, %arg316) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %589 = "chlo.square"(%arg116) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %590 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %591 = "stablehlo.broadcast_in_dim"(%590) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %592 = "stablehlo.multiply"(%591, %589) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %593 = "stablehlo.add"(%588, %592) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %594 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %595 = "stablehlo.power"(%594, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %596 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %597 = "stablehlo.subtract"(%596, %595) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %598 = "stablehlo.broadcast_in_dim"(%597) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %599 = "stablehlo.divide"(%585, %598) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %600 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %601 = "stablehlo.broadcast_in_dim"(%600) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %602 = "stablehlo.multiply"(%601, %599) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %603 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %604 = "stablehlo.power"(%603, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %605 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %606 = "stablehlo.subtract"(%605, %604) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %607 = "stablehlo.broadcast_in_dim"(%606) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %608 = "stablehlo.divide"(%593, %607) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %609 = "stablehlo.sqrt"(%608) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %610 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %611 = "stablehlo.broadcast_in_dim"(%610) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %612 = "stablehlo.add"(%609, %611) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %613 = "stablehlo.divide"(%602, %612) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %614 = "stablehlo.subtract"(%arg16, %613) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %615 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %616 = "stablehlo.broadcast_in_dim"(%615) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %617 = "stablehlo.multiply"(%616, %arg217) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %618 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %619 = "stablehlo.broadcast_in_dim"(%618) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %620 = "stablehlo.multiply"(%619, %arg117) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %621 = "stablehlo.add"(%617, %620) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %622 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %623 = "stablehlo.broadcast_in_dim"(%622) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %624 = "stablehlo.multiply"(%623, %arg317) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %625 = "chlo.square"(%arg117) : (tensor<128xf32>) -> tensor<128xf32>
    %626 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %627 = "stablehlo.broadcast_in_dim"(%626) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %628 = "stablehlo.multiply"(%627, %625) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %629 = "stablehlo.add"(%624, %628) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %630 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %631 = "stablehlo.power"(%630, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %632 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %633 = "stablehlo.subtract"(%632, %631) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %634 = "stablehlo.broadcast_in_dim"(%633) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %635 = "stablehlo.divide"(%621, %634) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %636 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %637 = "stablehlo.broadcast_in_dim"(%636) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %638 = "stablehlo.multiply"(%637, %635) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %639 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %640 = "stablehlo.power"(%639, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %641 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %642 = "stablehlo.subtract"(%641, %640) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %643 = "stablehlo.broadcast_in_dim"(%642) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %644 = "stablehlo.divide"(%629, %643) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %645 = "stablehlo.sqrt"(%644) : (tensor<128xf32>) -> tensor<128xf32>
    %646 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %647 = "stablehlo.broadcast_in_dim"(%646) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %648 = "stablehlo.add"(%645, %647) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %649 = "stablehlo.divide"(%638, %648) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %650 = "stablehlo.subtract"(%arg17, %649) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %651 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %652 = "stablehlo.broadcast_in_dim"(%651) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %653 = "stablehlo.multiply"(%652, %arg218) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %654 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %655 = "stablehlo.broadcast_in_dim"(%654) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %656 = "stablehlo.multiply"(%655, %arg118) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %657 = "stablehlo.add"(%653, %656) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %658 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %659 = "stablehlo.broadcast_in_dim"(%658) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %660 = "stablehlo.multiply"(%659, %arg318) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %661 = "chlo.square"(%arg118) : (tensor<10x10xf32>) -> tensor<10x10xf32>
    %662 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %663 = "stablehlo.broadcast_in_dim"(%662) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %664 = "stablehlo.multiply"(%663, %661) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %665 = "stablehlo.add"(%660, %664) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %666 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %667 = "stablehlo.power"(%666, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %668 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %669 = "stablehlo.subtract"(%668, %667) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %670 = "stablehlo.broadcast_in_dim"(%669) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %671 = "stablehlo.divide"(%657, %670) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %672 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %673 = "stablehlo.broadcast_in_dim"(%672) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %674 = "stablehlo.multiply"(%673, %671) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %675 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %676 = "stablehlo.power"(%675, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %677 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %678 = "stablehlo.subtract"(%677, %676) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %679 = "stablehlo.broadcast_in_dim"(%678) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %680 = "stablehlo.divide"(%665, %679) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %681 = "stablehlo.sqrt"(%680) : (tensor<10x10xf32>) -> tensor<10x10xf32>
    %682 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %683 = "stablehlo.broadcast_in_dim"(%682) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %684 = "stablehlo.add"(%681, %683) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %685 = "stablehlo.divide"(%674, %684) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %686 = "stablehlo.subtract"(%arg18, %685) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %687 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %688 = "stablehlo.broadcast_in_dim"(%687) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %689 = "stablehlo.multiply"(%688, %arg219) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %690 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %691 = "stablehlo.broadcast_in_dim"(%690) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %692 = "stablehlo.multiply"(%691, %arg119) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %693 = "stablehlo.add"(%689, %692) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %694 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %695 = "stablehlo.broadcast_in_dim"(%694) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %696 = "stablehlo.multiply"(%695, %arg319) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %697 = "chlo.square"(%arg119) : (tensor<7xf32>) -> tensor<7xf32>
    %698 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %699 = "stablehlo.broadcast_in_dim"(%698) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %700 = "stablehlo.multiply"(%699, %697) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %701 = "stablehlo.add"(%696, %700) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %702 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %703 = "stablehlo.power"(%702, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %704 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %705 = "stablehlo.subtract"(%704, %703) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %706 = "stablehlo.broadcast_in_dim"(%705) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %707 = "stablehlo.divide"(%693, %706) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %708 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %709 = "stablehlo.broadcast_in_dim"(%708) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %710 = "stablehlo.multiply"(%709, %707) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %711 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %712 = "stablehlo.power"(%711, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %713 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %714 = "stablehlo.subtract"(%713, %712) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %715 = "stablehlo.broadcast_in_dim"(%714) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %716 = "stablehlo.divide"(%701, %715) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %717 = "stablehlo.sqrt"(%716) : (tensor<7xf32>) -> tensor<7xf32>
    %718 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %719 = "stablehlo.broadcast_in_dim"(%718) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %720 = "stablehlo.add"(%717, %719) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %721 = "stablehlo.divide"(%710, %720) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %722 = "stablehlo.subtract"(%arg19, %721) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %723 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %724 = "stablehlo.broadcast_in_dim"(%723) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %725 = "stablehlo.multiply"(%724, %arg220) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %726 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %727 = "stablehlo.broadcast_in_dim"(%726) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %728 = "stablehlo.multiply"(%727, %arg120) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %729 = "stablehlo.add"(%725, %728) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %730 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %731 = "stablehlo.broadcast_in_dim"(%730) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %732 = "stablehlo.multiply"(%731, %arg320) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %733 = "chlo.square"(%arg120) : (tensor<16xf32>) -> tensor<16xf32>
    %734 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %735 = "stablehlo.broadcast_in_dim"(%734) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %736 = "stablehlo.multiply"(%735, %733) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %737 = "stablehlo.add"(%732, %736) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %738 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %739 = "stablehlo.power"(%738, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %740 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %741 = "stablehlo.subtract"(%740, %739) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %742 = "stablehlo.broadcast_in_dim"(%741) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %743 = "stablehlo.divide"(%729, %742) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %744 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %745 = "stablehlo.broadcast_in_dim"(%744) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %746 = "stablehlo.multiply"(%745, %743) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %747 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %748 = "stablehlo.power"(%747, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %749 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %750 = "stablehlo.subtract"(%749, %748) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %751 = "stablehlo.broadcast_in_dim"(%750) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %752 = "stablehlo.divide"(%737, %751) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %753 = "stablehlo.sqrt"(%752) : (tensor<16xf32>) -> tensor<16xf32>
    %754 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %755 = "stablehlo.broadcast_in_dim"(%754) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %756 = "stablehlo.add"(%753, %755) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %757 = "stablehlo.divide"(%746, %756) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %758 = "stablehlo.subtract"(%arg20, %757) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %759 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %760 = "stablehlo.broadcast_in_dim"(%759) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %761 = "stablehlo.multiply"(%760, %arg221) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %762 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %763 = "stablehlo.broadcast_in_dim"(%762) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %764 = "stablehlo.multiply"(%763, %arg121) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %765 = "stablehlo.add"(%761, %764) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %766 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %767 = "stablehlo.broadcast_in_dim"(%766) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %768 = "stablehlo.multiply"(%767, %arg321) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %769 = "chlo.square"(%arg121) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %770 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %771 = "stablehlo.broadcast_in_dim"(%770) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %772 = "stablehlo.multiply"(%771, %769) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %773 = "stablehlo.add"(%768, %772) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %774 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %775 = "stablehlo.power"(%774, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %776 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %777 = "stablehlo.subtract"(%776, %775) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %778 = "stablehlo.broadcast_in_dim"(%777) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %779 = "stablehlo.divide"(%765, %778) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %780 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %781 = "stablehlo.broadcast_in_dim"(%780) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %782 = "stablehlo.multiply"(%781, %779) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %783 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %784 = "stablehlo.power"(%783, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %785 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %786 = "stablehlo.subtract"(%785, %784) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %787 = "stablehlo.broadcast_in_dim"(%786) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %788 = "stablehlo.divide"(%773, %787) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %789 = "stablehlo.sqrt"(%788) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %790 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %791 = "stablehlo.broadcast_in_dim"(%790) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %792 = "stablehlo.add"(%789, %791) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %793 = "stablehlo.divide"(%782, %792) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %794 = "stablehlo.subtract"(%arg21, %793) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %795 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %796 = "stablehlo.broadcast_in_dim"(%795) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %797 = "stablehlo.multiply"(%796, %arg222) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %798 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %799 = "stablehlo.broadcast_in_dim"(%798) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %800 = "stablehlo.multiply"(%799, %arg122) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %801 = "stablehlo.add"(%797, %800) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %802 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %803 = "stablehlo.broadcast_in_dim"(%802) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %804 = "stablehlo.multiply"(%803, %arg322) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %805 = "chlo.square"(%arg122) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %806 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %807 = "stablehlo.broadcast_in_dim"(%806) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %808 = "stablehlo.multiply"(%807, %805) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %809 = "stablehlo.add"(%804, %808) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %810 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %811 = "stablehlo.power"(%810, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %812 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %813 = "stablehlo.subtract"(%812, %811) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %814 = "stablehlo.broadcast_in_dim"(%813) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %815 = "stablehlo.divide"(%801, %814) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %816 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %817 = "stablehlo.broadcast_in_dim"(%816) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %818 = "stablehlo.multiply"(%817, %815) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %819 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %820 = "stablehlo.power"(%819, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %821 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %822 = "stablehlo.subtract"(%821, %820) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %823 = "stablehlo.broadcast_in_dim"(%822) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %824 = "stablehlo.divide"(%809, %823) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %825 = "stablehlo.sqrt"(%824) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %826 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %827 = "stablehlo.broadcast_in_dim"(%826) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %828 = "stablehlo.add"(%825, %827) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %829 = "stablehlo.divide"(%818, %828) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %830 = "stablehlo.subtract"(%arg22, %829) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %831 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %832 = "stablehlo.broadcast_in_dim"(%831) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %833 = "stablehlo.multiply"(%832, %arg223) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %834 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %835 = "stablehlo.broadcast_in_dim"(%834) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %836 = "stablehlo.multiply"(%835, %arg123) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %837 = "stablehlo.add"(%833, %836) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %838 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %839 = "stablehlo.broadcast_in_dim"(%838) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %840 = "stablehlo.multiply"(%839, %arg323) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %841 = "chlo.square"(%arg123) : (tensor<32xf32>) -> tensor<32xf32>
    %842 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %843 = "stablehlo.broadcast_in_dim"(%842) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %844 = "stablehlo.multiply"(%843, %841) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %845 = "stablehlo.add"(%840, %844) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %846 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %847 = "stablehlo.power"(%846, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %848 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %849 = "stablehlo.subtract"(%848, %847) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %850 = "stablehlo.broadcast_in_dim"(%849) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %851 = "stablehlo.divide"(%837, %850) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %852 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %853 = "stablehlo.broadcast_in_dim"(%852) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %854 = "stablehlo.multiply"(%853, %851) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %855 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %856 = "stablehlo.power"(%855, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %857 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %858 = "stablehlo.subtract"(%857, %856) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %859 = "stablehlo.broadcast_in_dim"(%858) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %860 = "stablehlo.divide"(%845, %859) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %861 = "stablehlo.sqrt"(%860) : (tensor<32xf32>) -> tensor<32xf32>
    %862 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %863 = "stablehlo.broadcast_in_dim"(%862) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %864 = "stablehlo.add"(%861, %863) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %865 = "stablehlo.divide"(%854, %864) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %866 = "stablehlo.subtract"(%arg23, %865) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %867 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %868 = "stablehlo.broadcast_in_dim"(%867) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %869 = "stablehlo.multiply"(%868, %arg224) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %870 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %871 = "stablehlo.broadcast_in_dim"(%870) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %872 = "stablehlo.multiply"(%871, %arg124) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %873 = "stablehlo.add"(%869, %872) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %874 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %875 = "stablehlo.broadcast_in_dim"(%874) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %876 = "stablehlo.multiply"(%875, %arg324) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %877 = "chlo.square"(%arg124) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %878 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %879 = "stablehlo.broadcast_in_dim"(%878) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %880 = "stablehlo.multiply"(%879, %877) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %881 = "stablehlo.add"(%876, %880) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %882 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %883 = "stablehlo.power"(%882, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %884 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %885 = "stablehlo.subtract"(%884, %883) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %886 = "stablehlo.broadcast_in_dim"(%885) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %887 = "stablehlo.divide"(%873, %886) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %888 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %889 = "stablehlo.broadcast_in_dim"(%888) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %890 = "stablehlo.multiply"(%889, %887) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %891 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %892 = "stablehlo.power"(%891, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %893 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %894 = "stablehlo.subtract"(%893, %892) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %895 = "stablehlo.broadcast_in_dim"(%894) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %896 = "stablehlo.divide"(%881, %895) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %897 = "stablehlo.sqrt"(%896) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %898 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %899 = "stablehlo.broadcast_in_dim"(%898) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %900 = "stablehlo.add"(%897, %899) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %901 = "stablehlo.divide"(%890, %900) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %902 = "stablehlo.subtract"(%arg24, %901) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %903 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %904 = "stablehlo.broadcast_in_dim"(%903) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %905 = "stablehlo.multiply"(%904, %arg225) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %906 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %907 = "stablehlo.broadcast_in_dim"(%906) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %908 = "stablehlo.multiply"(%907, %arg125) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %909 = "stablehlo.add"(%905, %908) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %910 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %911 = "stablehlo.broadcast_in_dim"(%910) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %912 = "stablehlo.multiply"(%911, %arg325) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %913 = "chlo.square"(%arg125) : (tensor<64xf32>) -> tensor<64xf32>
    %914 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %915 = "stablehlo.broadcast_in_dim"(%914) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %916 = "stablehlo.multiply"(%915, %913) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %917 = "stablehlo.add"(%912, %916) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %918 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %919 = "stablehlo.power"(%918, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %920 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %921 = "stablehlo.subtract"(%920, %919) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %922 = "stablehlo.broadcast_in_dim"(%921) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %923 = "stablehlo.divide"(%909, %922) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %924 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %925 = "stablehlo.broadcast_in_dim"(%924) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %926 = "stablehlo.multiply"(%925, %923) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %927 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %928 = "stablehlo.power"(%927, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %929 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %930 = "stablehlo.subtract"(%929, %928) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %931 = "stablehlo.broadcast_in_dim"(%930) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %932 = "stablehlo.divide"(%917, %931) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %933 = "stablehlo.sqrt"(%932) : (tensor<64xf32>) -> tensor<64xf32>
    %934 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %935 = "stablehlo.broadcast_in_dim"(%934) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %936 = "stablehlo.add"(%933, %935) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %937 = "stablehlo.divide"(%926, %936) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %938 = "stablehlo.subtract"(%arg25, %937) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %939 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %940 = "stablehlo.broadcast_in_dim"(%939) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %941 = "stablehlo.multiply"(%940, %arg226) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %942 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %943 = "stablehlo.broadcast_in_dim"(%942) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %944 = "stablehlo.multiply"(%943, %arg126) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %945 = "stablehlo.add"(%941, %944) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %946 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %947 = "stablehlo.broadcast_in_dim"(%946) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %948 = "stablehlo.multiply"(%947, %arg326) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %949 = "chlo.square"(%arg126) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %950 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %951 = "stablehlo.broadcast_in_dim"(%950) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %952 = "stablehlo.multiply"(%951, %949) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %953 = "stablehlo.add"(%948, %952) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %954 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %955 = "stablehlo.power"(%954, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %956 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %957 = "stablehlo.subtract"(%956, %955) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %958 = "stablehlo.broadcast_in_dim"(%957) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %959 = "stablehlo.divide"(%945, %958) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %960 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %961 = "stablehlo.broadcast_in_dim"(%960) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %962 = "stablehlo.multiply"(%961, %959) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %963 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %964 = "stablehlo.power"(%963, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %965 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %966 = "stablehlo.subtract"(%965, %964) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %967 = "stablehlo.broadcast_in_dim"(%966) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %968 = "stablehlo.divide"(%953, %967) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %969 = "stablehlo.sqrt"(%968) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %970 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %971 = "stablehlo.broadcast_in_dim"(%970) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %972 = "stablehlo.add"(%969, %971) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %973 = "stablehlo.divide"(%962, %972) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %974 = "stablehlo.subtract"(%arg26, %973) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %975 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %976 = "stablehlo.broadcast_in_dim"(%975) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %977 = "stablehlo.multiply"(%976, %arg227) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %978 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %979 = "stablehlo.broadcast_in_dim"(%978) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %980 = "stablehlo.multiply"(%979, %arg127) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %981 = "stablehlo.add"(%977, %980) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %982 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %983 = "stablehlo.broadcast_in_dim"(%982) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %984 = "stablehlo.multiply"(%983, %arg327) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %985 = "chlo.square"(%arg127) : (tensor<128xf32>) -> tensor<128xf32>
    %986 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %987 = "stablehlo.broadcast_in_dim"(%986) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %988 = "stablehlo.multiply"(%987, %985) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %989 = "stablehlo.add"(%984, %988) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %990 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %991 = "stablehlo.power"(%990, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %992 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %993 = "stablehlo.subtract"(%992, %991) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %994 = "stablehlo.broadcast_in_dim"(%993) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %995 = "stablehlo.divide"(%981, %994) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %996 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %997 = "stablehlo.broadcast_in_dim"(%996) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %998 = "stablehlo.multiply"(%997, %995) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %999 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1000 = "stablehlo.power"(%999, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1001 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1002 = "stablehlo.subtract"(%1001, %1000) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1003 = "stablehlo.broadcast_in_dim"(%1002) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1004 = "stablehlo.divide"(%989, %1003) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1005 = "stablehlo.sqrt"(%1004) : (tensor<128xf32>) -> tensor<128xf32>
    %1006 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1007 = "stablehlo.broadcast_in_dim"(%1006) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1008 = "stablehlo.add"(%1005, %1007) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1009 = "stablehlo.divide"(%998, %1008) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1010 = "stablehlo.subtract"(%arg27, %1009) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1011 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1012 = "stablehlo.broadcast_in_dim"(%1011) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1013 = "stablehlo.multiply"(%1012, %arg228) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1014 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1015 = "stablehlo.broadcast_in_dim"(%1014) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1016 = "stablehlo.multiply"(%1015, %arg128) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1017 = "stablehlo.add"(%1013, %1016) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1018 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1019 = "stablehlo.broadcast_in_dim"(%1018) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1020 = "stablehlo.multiply"(%1019, %arg328) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1021 = "chlo.square"(%arg128) : (tensor<10x10xf32>) -> tensor<10x10xf32>
    %1022 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1023 = "stablehlo.broadcast_in_dim"(%1022) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1024 = "stablehlo.multiply"(%1023, %1021) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1025 = "stablehlo.add"(%1020, %1024) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1026 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1027 = "stablehlo.power"(%1026, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1028 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1029 = "stablehlo.subtract"(%1028, %1027) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1030 = "stablehlo.broadcast_in_dim"(%1029) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1031 = "stablehlo.divide"(%1017, %1030) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1032 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1033 = "stablehlo.broadcast_in_dim"(%1032) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1034 = "stablehlo.multiply"(%1033, %1031) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1035 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1036 = "stablehlo.power"(%1035, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1037 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1038 = "stablehlo.subtract"(%1037, %1036) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1039 = "stablehlo.broadcast_in_dim"(%1038) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1040 = "stablehlo.divide"(%1025, %1039) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1041 = "stablehlo.sqrt"(%1040) : (tensor<10x10xf32>) -> tensor<10x10xf32>
    %1042 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1043 = "stablehlo.broadcast_in_dim"(%1042) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1044 = "stablehlo.add"(%1041, %1043) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1045 = "stablehlo.divide"(%1034, %1044) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1046 = "stablehlo.subtract"(%arg28, %1045) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1047 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1048 = "stablehlo.broadcast_in_dim"(%1047) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1049 = "stablehlo.multiply"(%1048, %arg229) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1050 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1051 = "stablehlo.broadcast_in_dim"(%1050) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1052 = "stablehlo.multiply"(%1051, %arg129) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1053 = "stablehlo.add"(%1049, %1052) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1054 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1055 = "stablehlo.broadcast_in_dim"(%1054) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1056 = "stablehlo.multiply"(%1055, %arg329) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1057 = "chlo.square"(%arg129) : (tensor<7xf32>) -> tensor<7xf32>
    %1058 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1059 = "stablehlo.broadcast_in_dim"(%1058) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1060 = "stablehlo.multiply"(%1059, %1057) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1061 = "stablehlo.add"(%1056, %1060) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1062 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1063 = "stablehlo.power"(%1062, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1064 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1065 = "stablehlo.subtract"(%1064, %1063) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1066 = "stablehlo.broadcast_in_dim"(%1065) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1067 = "stablehlo.divide"(%1053, %1066) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1068 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1069 = "stablehlo.broadcast_in_dim"(%1068) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1070 = "stablehlo.multiply"(%1069, %1067) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1071 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1072 = "stablehlo.power"(%1071, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1073 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1074 = "stablehlo.subtract"(%1073, %1072) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1075 = "stablehlo.broadcast_in_dim"(%1074) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1076 = "stablehlo.divide"(%1061, %1075) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1077 = "stablehlo.sqrt"(%1076) : (tensor<7xf32>) -> tensor<7xf32>
    %1078 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1079 = "stablehlo.broadcast_in_dim"(%1078) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1080 = "stablehlo.add"(%1077, %1079) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1081 = "stablehlo.divide"(%1070, %1080) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1082 = "stablehlo.subtract"(%arg29, %1081) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1083 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1084 = "stablehlo.broadcast_in_dim"(%1083) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1085 = "stablehlo.multiply"(%1084, %arg230) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1086 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1087 = "stablehlo.broadcast_in_dim"(%1086) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1088 = "stablehlo.multiply"(%1087, %arg130) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1089 = "stablehlo.add"(%1085, %1088) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1090 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1091 = "stablehlo.broadcast_in_dim"(%1090) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1092 = "stablehlo.multiply"(%1091, %arg330) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1093 = "chlo.square"(%arg130) : (tensor<16xf32>) -> tensor<16xf32>
    %1094 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1095 = "stablehlo.broadcast_in_dim"(%1094) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1096 = "stablehlo.multiply"(%1095, %1093) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1097 = "stablehlo.add"(%1092, %1096) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1098 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1099 = "stablehlo.power"(%1098, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1100 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1101 = "stablehlo.subtract"(%1100, %1099) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1102 = "stablehlo.broadcast_in_dim"(%1101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1103 = "stablehlo.divide"(%1089, %1102) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1104 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1105 = "stablehlo.broadcast_in_dim"(%1104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1106 = "stablehlo.multiply"(%1105, %1103) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1107 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1108 = "stablehlo.power"(%1107, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1109 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1110 = "stablehlo.subtract"(%1109, %1108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1111 = "stablehlo.broadcast_in_dim"(%1110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1112 = "stablehlo.divide"(%1097, %1111) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1113 = "stablehlo.sqrt"(%1112) : (tensor<16xf32>) -> tensor<16xf32>
    %1114 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1115 = "stablehlo.broadcast_in_dim"(%1114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1116 = "stablehlo.add"(%1113, %1115) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1117 = "stablehlo.divide"(%1106, %1116) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1118 = "stablehlo.subtract"(%arg30, %1117) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1119 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1120 = "stablehlo.broadcast_in_dim"(%1119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1121 = "stablehlo.multiply"(%1120, %arg231) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1122 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1123 = "stablehlo.broadcast_in_dim"(%1122) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1124 = "stablehlo.multiply"(%1123, %arg131) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1125 = "stablehlo.add"(%1121, %1124) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1126 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1127 = "stablehlo.broadcast_in_dim"(%1126) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1128 = "stablehlo.multiply"(%1127, %arg331) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1129 = "chlo.square"(%arg131) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %1130 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1131 = "stablehlo.broadcast_in_dim"(%1130) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1132 = "stablehlo.multiply"(%1131, %1129) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1133 = "stablehlo.add"(%1128, %1132) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1134 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1135 = "stablehlo.power"(%1134, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1136 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1137 = "stablehlo.subtract"(%1136, %1135) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1138 = "stablehlo.broadcast_in_dim"(%1137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1139 = "stablehlo.divide"(%1125, %1138) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1140 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1141 = "stablehlo.broadcast_in_dim"(%1140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1142 = "stablehlo.multiply"(%1141, %1139) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1143 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1144 = "stablehlo.power"(%1143, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1145 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1146 = "stablehlo.subtract"(%1145, %1144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1147 = "stablehlo.broadcast_in_dim"(%1146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1148 = "stablehlo.divide"(%1133, %1147) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1149 = "stablehlo.sqrt"(%1148) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %1150 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1151 = "stablehlo.broadcast_in_dim"(%1150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1152 = "stablehlo.add"(%1149, %1151) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1153 = "stablehlo.divide"(%1142, %1152) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1154 = "stablehlo.subtract"(%arg31, %1153) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1155 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1156 = "stablehlo.broadcast_in_dim"(%1155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1157 = "stablehlo.multiply"(%1156, %arg232) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1158 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1159 = "stablehlo.broadcast_in_dim"(%1158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1160 = "stablehlo.multiply"(%1159, %arg132) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1161 = "stablehlo.add"(%1157, %1160) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1162 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1163 = "stablehlo.broadcast_in_dim"(%1162) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1164 = "stablehlo.multiply"(%1163, %arg332) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1165 = "chlo.square"(%arg132) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %1166 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1167 = "stablehlo.broadcast_in_dim"(%1166) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1168 = "stablehlo.multiply"(%1167, %1165) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1169 = "stablehlo.add"(%1164, %1168) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1170 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1171 = "stablehlo.power"(%1170, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1172 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1173 = "stablehlo.subtract"(%1172, %1171) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1174 = "stablehlo.broadcast_in_dim"(%1173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1175 = "stablehlo.divide"(%1161, %1174) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1176 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1177 = "stablehlo.broadcast_in_dim"(%1176) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1178 = "stablehlo.multiply"(%1177, %1175) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1179 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1180 = "stablehlo.power"(%1179, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1181 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1182 = "stablehlo.subtract"(%1181, %1180) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1183 = "stablehlo.broadcast_in_dim"(%1182) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1184 = "stablehlo.divide"(%1169, %1183) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1185 = "stablehlo.sqrt"(%1184) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %1186 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1187 = "stablehlo.broadcast_in_dim"(%1186) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1188 = "stablehlo.add"(%1185, %1187) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1189 = "stablehlo.divide"(%1178, %1188) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1190 = "stablehlo.subtract"(%arg32, %1189) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1191 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1192 = "stablehlo.broadcast_in_dim"(%1191) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1193 = "stablehlo.multiply"(%1192, %arg233) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1194 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1195 = "stablehlo.broadcast_in_dim"(%1194) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1196 = "stablehlo.multiply"(%1195, %arg133) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1197 = "stablehlo.add"(%1193, %1196) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1198 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1199 = "stablehlo.broadcast_in_dim"(%1198) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1200 = "stablehlo.multiply"(%1199, %arg333) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1201 = "chlo.square"(%arg133) : (tensor<32xf32>) -> tensor<32xf32>
    %1202 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1203 = "stablehlo.broadcast_in_dim"(%1202) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1204 = "stablehlo.multiply"(%1203, %1201) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1205 = "stablehlo.add"(%1200, %1204) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1206 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1207 = "stablehlo.power"(%1206, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1208 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1209 = "stablehlo.subtract"(%1208, %1207) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1210 = "stablehlo.broadcast_in_dim"(%1209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1211 = "stablehlo.divide"(%1197, %1210) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1212 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1213 = "stablehlo.broadcast_in_dim"(%1212) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1214 = "stablehlo.multiply"(%1213, %1211) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1215 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1216 = "stablehlo.power"(%1215, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1217 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1218 = "stablehlo.subtract"(%1217, %1216) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1219 = "stablehlo.broadcast_in_dim"(%1218) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1220 = "stablehlo.divide"(%1205, %1219) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1221 = "stablehlo.sqrt"(%1220) : (tensor<32xf32>) -> tensor<32xf32>
    %1222 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1223 = "stablehlo.broadcast_in_dim"(%1222) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1224 = "stablehlo.add"(%1221, %1223) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1225 = "stablehlo.divide"(%1214, %1224) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1226 = "stablehlo.subtract"(%arg33, %1225) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1227 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1228 = "stablehlo.broadcast_in_dim"(%1227) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1229 = "stablehlo.multiply"(%1228, %arg234) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1230 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1231 = "stablehlo.broadcast_in_dim"(%1230) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1232 = "stablehlo.multiply"(%1231, %arg134) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1233 = "stablehlo.add"(%1229, %1232) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1234 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1235 = "stablehlo.broadcast_in_dim"(%1234) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1236 = "stablehlo.multiply"(%1235, %arg334) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1237 = "chlo.square"(%arg134) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %1238 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1239 = "stablehlo.broadcast_in_dim"(%1238) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1240 = "stablehlo.multiply"(%1239, %1237) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1241 = "stablehlo.add"(%1236, %1240) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1242 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1243 = "stablehlo.power"(%1242, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1244 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1245 = "stablehlo.subtract"(%1244, %1243) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1246 = "stablehlo.broadcast_in_dim"(%1245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1247 = "stablehlo.divide"(%1233, %1246) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1248 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1249 = "stablehlo.broadcast_in_dim"(%1248) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1250 = "stablehlo.multiply"(%1249, %1247) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1251 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1252 = "stablehlo.power"(%1251, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1253 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1254 = "stablehlo.subtract"(%1253, %1252) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1255 = "stablehlo.broadcast_in_dim"(%1254) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1256 = "stablehlo.divide"(%1241, %1255) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1257 = "stablehlo.sqrt"(%1256) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %1258 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1259 = "stablehlo.broadcast_in_dim"(%1258) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1260 = "stablehlo.add"(%1257, %1259) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1261 = "stablehlo.divide"(%1250, %1260) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1262 = "stablehlo.subtract"(%arg34, %1261) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1263 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1264 = "stablehlo.broadcast_in_dim"(%1263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1265 = "stablehlo.multiply"(%1264, %arg235) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1266 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1267 = "stablehlo.broadcast_in_dim"(%1266) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1268 = "stablehlo.multiply"(%1267, %arg135) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1269 = "stablehlo.add"(%1265, %1268) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1270 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1271 = "stablehlo.broadcast_in_dim"(%1270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1272 = "stablehlo.multiply"(%1271, %arg335) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1273 = "chlo.square"(%arg135) : (tensor<64xf32>) -> tensor<64xf32>
    %1274 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1275 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1276 = "stablehlo.multiply"(%1275, %1273) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1277 = "stablehlo.add"(%1272, %1276) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1278 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1279 = "stablehlo.power"(%1278, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1280 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1281 = "stablehlo.subtract"(%1280, %1279) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1282 = "stablehlo.broadcast_in_dim"(%1281) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1283 = "stablehlo.divide"(%1269, %1282) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1284 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1285 = "stablehlo.broadcast_in_dim"(%1284) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1286 = "stablehlo.multiply"(%1285, %1283) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1287 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1288 = "stablehlo.power"(%1287, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1289 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1290 = "stablehlo.subtract"(%1289, %1288) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1291 = "stablehlo.broadcast_in_dim"(%1290) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1292 = "stablehlo.divide"(%1277, %1291) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1293 = "stablehlo.sqrt"(%1292) : (tensor<64xf32>) -> tensor<64xf32>
    %1294 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1295 = "stablehlo.broadcast_in_dim"(%1294) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1296 = "stablehlo.add"(%1293, %1295) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1297 = "stablehlo.divide"(%1286, %1296) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1298 = "stablehlo.subtract"(%arg35, %1297) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1299 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1300 = "stablehlo.broadcast_in_dim"(%1299) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %1301 = "stablehlo.multiply"(%1300, %arg236) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1302 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1303 = "stablehlo.broadcast_in_dim"(%1302) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %1304 = "stablehlo.multiply"(%1303, %arg136) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1305 = "stablehlo.add"(%1301, %1304) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1306 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1307 = "stablehlo.broadcast_in_dim"(%1306) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %1308 = "stablehlo.multiply"(%1307, %arg336) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1309 = "chlo.square"(%arg136) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1310 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1311 = "stablehlo.broadcast_in_dim"(%1310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %1312 = "stablehlo.multiply"(%1311, %1309) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1313 = "stablehlo.add"(%1308, %1312) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1314 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1315 = "stablehlo.power"(%1314, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1316 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1317 = "stablehlo.subtract"(%1316, %1315) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1318 = "stablehlo.broadcast_in_dim"(%1317) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %1319 = "stablehlo.divide"(%1305, %1318) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1320 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1321 = "stablehlo.broadcast_in_dim"(%1320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %1322 = "stablehlo.multiply"(%1321, %1319) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1323 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1324 = "stablehlo.power"(%1323, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1325 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1326 = "stablehlo.subtract"(%1325, %1324) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1327 = "stablehlo.broadcast_in_dim"(%1326) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %1328 = "stablehlo.divide"(%1313, %1327) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1329 = "stablehlo.sqrt"(%1328) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1330 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1331 = "stablehlo.broadcast_in_dim"(%1330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %1332 = "stablehlo.add"(%1329, %1331) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1333 = "stablehlo.divide"(%1322, %1332) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1334 = "stablehlo.subtract"(%arg36, %1333) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1335 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1336 = "stablehlo.broadcast_in_dim"(%1335) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1337 = "stablehlo.multiply"(%1336, %arg237) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1338 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1339 = "stablehlo.broadcast_in_dim"(%1338) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1340 = "stablehlo.multiply"(%1339, %arg137) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1341 = "stablehlo.add"(%1337, %1340) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1342 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1343 = "stablehlo.broadcast_in_dim"(%1342) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1344 = "stablehlo.multiply"(%1343, %arg337) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1345 = "chlo.square"(%arg137) : (tensor<128xf32>) -> tensor<128xf32>
    %1346 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1347 = "stablehlo.broadcast_in_dim"(%1346) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1348 = "stablehlo.multiply"(%1347, %1345) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1349 = "stablehlo.add"(%1344, %1348) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1350 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1351 = "stablehlo.power"(%1350, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1352 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1353 = "stablehlo.subtract"(%1352, %1351) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1354 = "stablehlo.broadcast_in_dim"(%1353) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1355 = "stablehlo.divide"(%1341, %1354) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1356 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1357 = "stablehlo.broadcast_in_dim"(%1356) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1358 = "stablehlo.multiply"(%1357, %1355) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1359 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1360 = "stablehlo.power"(%1359, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1361 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1362 = "stablehlo.subtract"(%1361, %1360) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1363 = "stablehlo.broadcast_in_dim"(%1362) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1364 = "stablehlo.divide"(%1349, %1363) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1365 = "stablehlo.sqrt"(%1364) : (tensor<128xf32>) -> tensor<128xf32>
    %1366 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1367 = "stablehlo.broadcast_in_dim"(%1366) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1368 = "stablehlo.add"(%1365, %1367) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1369 = "stablehlo.divide"(%1358, %1368) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1370 = "stablehlo.subtract"(%arg37, %1369) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1371 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1372 = "stablehlo.broadcast_in_dim"(%1371) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1373 = "stablehlo.multiply"(%1372, %arg238) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1374 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1375 = "stablehlo.broadcast_in_dim"(%1374) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1376 = "stablehlo.multiply"(%1375, %arg138) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1377 = "stablehlo.add"(%1373, %1376) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1378 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1379 = "stablehlo.broadcast_in_dim"(%1378) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1380 = "stablehlo.multiply"(%1379, %arg338) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1381 = "chlo.square"(%arg138) : (tensor<10x10xf32>) -> tensor<10x10xf32>
    %1382 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1383 = "stablehlo.broadcast_in_dim"(%1382) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1384 = "stablehlo.multiply"(%1383, %1381) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1385 = "stablehlo.add"(%1380, %1384) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1386 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1387 = "stablehlo.power"(%1386, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1388 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1389 = "stablehlo.subtract"(%1388, %1387) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1390 = "stablehlo.broadcast_in_dim"(%1389) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1391 = "stablehlo.divide"(%1377, %1390) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1392 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1393 = "stablehlo.broadcast_in_dim"(%1392) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1394 = "stablehlo.multiply"(%1393, %1391) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1395 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1396 = "stablehlo.power"(%1395, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1397 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1398 = "stablehlo.subtract"(%1397, %1396) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1399 = "stablehlo.broadcast_in_dim"(%1398) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1400 = "stablehlo.divide"(%1385, %1399) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1401 = "stablehlo.sqrt"(%1400) : (tensor<10x10xf32>) -> tensor<10x10xf32>
    %1402 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1403 = "stablehlo.broadcast_in_dim"(%1402) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1404 = "stablehlo.add"(%1401, %1403) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1405 = "stablehlo.divide"(%1394, %1404) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1406 = "stablehlo.subtract"(%arg38, %1405) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1407 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1408 = "stablehlo.broadcast_in_dim"(%1407) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1409 = "stablehlo.multiply"(%1408, %arg239) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1410 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1411 = "stablehlo.broadcast_in_dim"(%1410) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1412 = "stablehlo.multiply"(%1411, %arg139) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1413 = "stablehlo.add"(%1409, %1412) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1414 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1415 = "stablehlo.broadcast_in_dim"(%1414) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1416 = "stablehlo.multiply"(%1415, %arg339) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1417 = "chlo.square"(%arg139) : (tensor<7xf32>) -> tensor<7xf32>
    %1418 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1419 = "stablehlo.broadcast_in_dim"(%1418) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1420 = "stablehlo.multiply"(%1419, %1417) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1421 = "stablehlo.add"(%1416, %1420) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1422 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1423 = "stablehlo.power"(%1422, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1424 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1425 = "stablehlo.subtract"(%1424, %1423) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1426 = "stablehlo.broadcast_in_dim"(%1425) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1427 = "stablehlo.divide"(%1413, %1426) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1428 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1429 = "stablehlo.broadcast_in_dim"(%1428) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1430 = "stablehlo.multiply"(%1429, %1427) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1431 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1432 = "stablehlo.power"(%1431, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1433 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1434 = "stablehlo.subtract"(%1433, %1432) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1435 = "stablehlo.broadcast_in_dim"(%1434) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1436 = "stablehlo.divide"(%1421, %1435) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1437 = "stablehlo.sqrt"(%1436) : (tensor<7xf32>) -> tensor<7xf32>
    %1438 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1439 = "stablehlo.broadcast_in_dim"(%1438) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1440 = "stablehlo.add"(%1437, %1439) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1441 = "stablehlo.divide"(%1430, %1440) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1442 = "stablehlo.subtract"(%arg39, %1441) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1443 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1444 = "stablehlo.broadcast_in_dim"(%1443) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1445 = "stablehlo.multiply"(%1444, %arg240) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1446 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1447 = "stablehlo.broadcast_in_dim"(%1446) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1448 = "stablehlo.multiply"(%1447, %arg140) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1449 = "stablehlo.add"(%1445, %1448) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1450 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1451 = "stablehlo.broadcast_in_dim"(%1450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1452 = "stablehlo.multiply"(%1451, %arg340) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1453 = "chlo.square"(%arg140) : (tensor<16xf32>) -> tensor<16xf32>
    %1454 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1455 = "stablehlo.broadcast_in_dim"(%1454) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1456 = "stablehlo.multiply"(%1455, %1453) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1457 = "stablehlo.add"(%1452, %1456) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1458 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1459 = "stablehlo.power"(%1458, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1460 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1461 = "stablehlo.subtract"(%1460, %1459) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1462 = "stablehlo.broadcast_in_dim"(%1461) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1463 = "stablehlo.divide"(%1449, %1462) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1464 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1465 = "stablehlo.broadcast_in_dim"(%1464) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1466 = "stablehlo.multiply"(%1465, %1463) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1467 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1468 = "stablehlo.power"(%1467, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1469 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1470 = "stablehlo.subtract"(%1469, %1468) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1471 = "stablehlo.broadcast_in_dim"(%1470) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1472 = "stablehlo.divide"(%1457, %1471) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1473 = "stablehlo.sqrt"(%1472) : (tensor<16xf32>) -> tensor<16xf32>
    %1474 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1475 = "stablehlo.broadcast_in_dim"(%1474) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1476 = "stablehlo.add"(%1473, %1475) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1477 = "stablehlo.divide"(%1466, %1476) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1478 = "stablehlo.subtract"(%arg40, %1477) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1479 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1480 = "stablehlo.broadcast_in_dim"(%1479) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1481 = "stablehlo.multiply"(%1480, %arg241) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1482 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1483 = "stablehlo.broadcast_in_dim"(%1482) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1484 = "stablehlo.multiply"(%1483, %arg141) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1485 = "stablehlo.add"(%1481, %1484) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1486 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1487 = "stablehlo.broadcast_in_dim"(%1486) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1488 = "stablehlo.multiply"(%1487, %arg341) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1489 = "chlo.square"(%arg141) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %1490 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1491 = "stablehlo.broadcast_in_dim"(%1490) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1492 = "stablehlo.multiply"(%1491, %1489) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1493 = "stablehlo.add"(%1488, %1492) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1494 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1495 = "stablehlo.power"(%1494, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1496 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1497 = "stablehlo.subtract"(%1496, %1495) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1498 = "stablehlo.broadcast_in_dim"(%1497) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1499 = "stablehlo.divide"(%1485, %1498) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1500 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1501 = "stablehlo.broadcast_in_dim"(%1500) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1502 = "stablehlo.multiply"(%1501, %1499) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1503 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1504 = "stablehlo.power"(%1503, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1505 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1506 = "stablehlo.subtract"(%1505, %1504) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1507 = "stablehlo.broadcast_in_dim"(%1506) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1508 = "stablehlo.divide"(%1493, %1507) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1509 = "stablehlo.sqrt"(%1508) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %1510 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1511 = "stablehlo.broadcast_in_dim"(%1510) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1512 = "stablehlo.add"(%1509, %1511) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1513 = "stablehlo.divide"(%1502, %1512) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1514 = "stablehlo.subtract"(%arg41, %1513) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1515 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1516 = "stablehlo.broadcast_in_dim"(%1515) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1517 = "stablehlo.multiply"(%1516, %arg242) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1518 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1519 = "stablehlo.broadcast_in_dim"(%1518) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1520 = "stablehlo.multiply"(%1519, %arg142) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1521 = "stablehlo.add"(%1517, %1520) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1522 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1523 = "stablehlo.broadcast_in_dim"(%1522) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1524 = "stablehlo.multiply"(%1523, %arg342) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1525 = "chlo.square"(%arg142) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %1526 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1527 = "stablehlo.broadcast_in_dim"(%1526) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1528 = "stablehlo.multiply"(%1527, %1525) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1529 = "stablehlo.add"(%1524, %1528) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1530 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1531 = "stablehlo.power"(%1530, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1532 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1533 = "stablehlo.subtract"(%1532, %1531) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1534 = "stablehlo.broadcast_in_dim"(%1533) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1535 = "stablehlo.divide"(%1521, %1534) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1536 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1537 = "stablehlo.broadcast_in_dim"(%1536) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1538 = "stablehlo.multiply"(%1537, %1535) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1539 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1540 = "stablehlo.power"(%1539, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1541 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1542 = "stablehlo.subtract"(%1541, %1540) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1543 = "stablehlo.broadcast_in_dim"(%1542) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1544 = "stablehlo.divide"(%1529, %1543) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1545 = "stablehlo.sqrt"(%1544) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %1546 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1547 = "stablehlo.broadcast_in_dim"(%1546) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1548 = "stablehlo.add"(%1545, %1547) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1549 = "stablehlo.divide"(%1538, %1548) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1550 = "stablehlo.subtract"(%arg42, %1549) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1551 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1552 = "stablehlo.broadcast_in_dim"(%1551) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1553 = "stablehlo.multiply"(%1552, %arg243) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1554 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1555 = "stablehlo.broadcast_in_dim"(%1554) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1556 = "stablehlo.multiply"(%1555, %arg143) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1557 = "stablehlo.add"(%1553, %1556) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1558 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1559 = "stablehlo.broadcast_in_dim"(%1558) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1560 = "stablehlo.multiply"(%1559, %arg343) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1561 = "chlo.square"(%arg143) : (tensor<32xf32>) -> tensor<32xf32>
    %1562 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1563 = "stablehlo.broadcast_in_dim"(%1562) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1564 = "stablehlo.multiply"(%1563, %1561) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1565 = "stablehlo.add"(%1560, %1564) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1566 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1567 = "stablehlo.power"(%1566, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1568 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1569 = "stablehlo.subtract"(%1568, %1567) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1570 = "stablehlo.broadcast_in_dim"(%1569) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1571 = "stablehlo.divide"(%1557, %1570) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1572 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1573 = "stablehlo.broadcast_in_dim"(%1572) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1574 = "stablehlo.multiply"(%1573, %1571) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1575 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1576 = "stablehlo.power"(%1575, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1577 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1578 = "stablehlo.subtract"(%1577, %1576) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1579 = "stablehlo.broadcast_in_dim"(%1578) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1580 = "stablehlo.divide"(%1565, %1579) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1581 = "stablehlo.sqrt"(%1580) : (tensor<32xf32>) -> tensor<32xf32>
    %1582 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1583 = "stablehlo.broadcast_in_dim"(%1582) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1584 = "stablehlo.add"(%1581, %1583) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1585 = "stablehlo.divide"(%1574, %1584) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1586 = "stablehlo.subtract"(%arg43, %1585) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1587 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1588 = "stablehlo.broadcast_in_dim"(%1587) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1589 = "stablehlo.multiply"(%1588, %arg244) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1590 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1591 = "stablehlo.broadcast_in_dim"(%1590) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1592 = "stablehlo.multiply"(%1591, %arg144) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1593 = "stablehlo.add"(%1589, %1592) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1594 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1595 = "stablehlo.broadcast_in_dim"(%1594) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1596 = "stablehlo.multiply"(%1595, %arg344) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1597 = "chlo.square"(%arg144) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %1598 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1599 = "stablehlo.broadcast_in_dim"(%1598) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1600 = "stablehlo.multiply"(%1599, %1597) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1601 = "stablehlo.add"(%1596, %1600) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1602 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1603 = "stablehlo.power"(%1602, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1604 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1605 = "stablehlo.subtract"(%1604, %1603) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1606 = "stablehlo.broadcast_in_dim"(%1605) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1607 = "stablehlo.divide"(%1593, %1606) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1608 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1609 = "stablehlo.broadcast_in_dim"(%1608) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1610 = "stablehlo.multiply"(%1609, %1607) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1611 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1612 = "stablehlo.power"(%1611, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1613 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1614 = "stablehlo.subtract"(%1613, %1612) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1615 = "stablehlo.broadcast_in_dim"(%1614) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1616 = "stablehlo.divide"(%1601, %1615) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1617 = "stablehlo.sqrt"(%1616) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %1618 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1619 = "stablehlo.broadcast_in_dim"(%1618) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1620 = "stablehlo.add"(%1617, %1619) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1621 = "stablehlo.divide"(%1610, %1620) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1622 = "stablehlo.subtract"(%arg44, %1621) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1623 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1624 = "stablehlo.broadcast_in_dim"(%1623) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1625 = "stablehlo.multiply"(%1624, %arg245) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1626 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1627 = "stablehlo.broadcast_in_dim"(%1626) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1628 = "stablehlo.multiply"(%1627, %arg145) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1629 = "stablehlo.add"(%1625, %1628) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1630 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1631 = "stablehlo.broadcast_in_dim"(%1630) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1632 = "stablehlo.multiply"(%1631, %arg345) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1633 = "chlo.square"(%arg145) : (tensor<64xf32>) -> tensor<64xf32>
    %1634 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1635 = "stablehlo.broadcast_in_dim"(%1634) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1636 = "stablehlo.multiply"(%1635, %1633) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1637 = "stablehlo.add"(%1632, %1636) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1638 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1639 = "stablehlo.power"(%1638, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1640 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1641 = "stablehlo.subtract"(%1640, %1639) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1642 = "stablehlo.broadcast_in_dim"(%1641) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1643 = "stablehlo.divide"(%1629, %1642) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1644 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1645 = "stablehlo.broadcast_in_dim"(%1644) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1646 = "stablehlo.multiply"(%1645, %1643) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1647 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1648 = "stablehlo.power"(%1647, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1649 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1650 = "stablehlo.subtract"(%1649, %1648) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1651 = "stablehlo.broadcast_in_dim"(%1650) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1652 = "stablehlo.divide"(%1637, %1651) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1653 = "stablehlo.sqrt"(%1652) : (tensor<64xf32>) -> tensor<64xf32>
    %1654 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1655 = "stablehlo.broadcast_in_dim"(%1654) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1656 = "stablehlo.add"(%1653, %1655) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1657 = "stablehlo.divide"(%1646, %1656) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1658 = "stablehlo.subtract"(%arg45, %1657) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1659 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1660 = "stablehlo.broadcast_in_dim"(%1659) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %1661 = "stablehlo.multiply"(%1660, %arg246) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1662 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1663 = "stablehlo.broadcast_in_dim"(%1662) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %1664 = "stablehlo.multiply"(%1663, %arg146) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1665 = "stablehlo.add"(%1661, %1664) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1666 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1667 = "stablehlo.broadcast_in_dim"(%1666) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %1668 = "stablehlo.multiply"(%1667, %arg346) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1669 = "chlo.square"(%arg146) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1670 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1671 = "stablehlo.broadcast_in_dim"(%1670) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %1672 = "stablehlo.multiply"(%1671, %1669) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1673 = "stablehlo.add"(%1668, %1672) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1674 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1675 = "stablehlo.power"(%1674, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1676 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1677 = "stablehlo.subtract"(%1676, %1675) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1678 = "stablehlo.broadcast_in_dim"(%1677) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %1679 = "stablehlo.divide"(%1665, %1678) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1680 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1681 = "stablehlo.broadcast_in_dim"(%1680) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %1682 = "stablehlo.multiply"(%1681, %1679) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1683 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1684 = "stablehlo.power"(%1683, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1685 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1686 = "stablehlo.subtract"(%1685, %1684) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1687 = "stablehlo.broadcast_in_dim"(%1686) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %1688 = "stablehlo.divide"(%1673, %1687) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1689 = "stablehlo.sqrt"(%1688) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1690 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1691 = "stablehlo.broadcast_in_dim"(%1690) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %1692 = "stablehlo.add"(%1689, %1691) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1693 = "stablehlo.divide"(%1682, %1692) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1694 = "stablehlo.subtract"(%arg46, %1693) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %1695 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1696 = "stablehlo.broadcast_in_dim"(%1695) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1697 = "stablehlo.multiply"(%1696, %arg247) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1698 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1699 = "stablehlo.broadcast_in_dim"(%1698) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1700 = "stablehlo.multiply"(%1699, %arg147) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1701 = "stablehlo.add"(%1697, %1700) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1702 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1703 = "stablehlo.broadcast_in_dim"(%1702) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1704 = "stablehlo.multiply"(%1703, %arg347) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1705 = "chlo.square"(%arg147) : (tensor<128xf32>) -> tensor<128xf32>
    %1706 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1707 = "stablehlo.broadcast_in_dim"(%1706) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1708 = "stablehlo.multiply"(%1707, %1705) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1709 = "stablehlo.add"(%1704, %1708) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1710 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1711 = "stablehlo.power"(%1710, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1712 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1713 = "stablehlo.subtract"(%1712, %1711) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1714 = "stablehlo.broadcast_in_dim"(%1713) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1715 = "stablehlo.divide"(%1701, %1714) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1716 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1717 = "stablehlo.broadcast_in_dim"(%1716) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1718 = "stablehlo.multiply"(%1717, %1715) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1719 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1720 = "stablehlo.power"(%1719, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1721 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1722 = "stablehlo.subtract"(%1721, %1720) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1723 = "stablehlo.broadcast_in_dim"(%1722) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1724 = "stablehlo.divide"(%1709, %1723) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1725 = "stablehlo.sqrt"(%1724) : (tensor<128xf32>) -> tensor<128xf32>
    %1726 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1727 = "stablehlo.broadcast_in_dim"(%1726) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1728 = "stablehlo.add"(%1725, %1727) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1729 = "stablehlo.divide"(%1718, %1728) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1730 = "stablehlo.subtract"(%arg47, %1729) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1731 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1732 = "stablehlo.broadcast_in_dim"(%1731) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1733 = "stablehlo.multiply"(%1732, %arg248) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1734 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1735 = "stablehlo.broadcast_in_dim"(%1734) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1736 = "stablehlo.multiply"(%1735, %arg148) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1737 = "stablehlo.add"(%1733, %1736) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1738 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1739 = "stablehlo.broadcast_in_dim"(%1738) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1740 = "stablehlo.multiply"(%1739, %arg348) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1741 = "chlo.square"(%arg148) : (tensor<10x10xf32>) -> tensor<10x10xf32>
    %1742 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1743 = "stablehlo.broadcast_in_dim"(%1742) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1744 = "stablehlo.multiply"(%1743, %1741) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1745 = "stablehlo.add"(%1740, %1744) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1746 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1747 = "stablehlo.power"(%1746, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1748 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1749 = "stablehlo.subtract"(%1748, %1747) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1750 = "stablehlo.broadcast_in_dim"(%1749) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1751 = "stablehlo.divide"(%1737, %1750) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1752 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1753 = "stablehlo.broadcast_in_dim"(%1752) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1754 = "stablehlo.multiply"(%1753, %1751) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1755 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1756 = "stablehlo.power"(%1755, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1757 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1758 = "stablehlo.subtract"(%1757, %1756) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1759 = "stablehlo.broadcast_in_dim"(%1758) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1760 = "stablehlo.divide"(%1745, %1759) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1761 = "stablehlo.sqrt"(%1760) : (tensor<10x10xf32>) -> tensor<10x10xf32>
    %1762 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1763 = "stablehlo.broadcast_in_dim"(%1762) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %1764 = "stablehlo.add"(%1761, %1763) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1765 = "stablehlo.divide"(%1754, %1764) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1766 = "stablehlo.subtract"(%arg48, %1765) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %1767 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1768 = "stablehlo.broadcast_in_dim"(%1767) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1769 = "stablehlo.multiply"(%1768, %arg249) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1770 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1771 = "stablehlo.broadcast_in_dim"(%1770) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1772 = "stablehlo.multiply"(%1771, %arg149) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1773 = "stablehlo.add"(%1769, %1772) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1774 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1775 = "stablehlo.broadcast_in_dim"(%1774) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1776 = "stablehlo.multiply"(%1775, %arg349) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1777 = "chlo.square"(%arg149) : (tensor<7xf32>) -> tensor<7xf32>
    %1778 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1779 = "stablehlo.broadcast_in_dim"(%1778) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1780 = "stablehlo.multiply"(%1779, %1777) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1781 = "stablehlo.add"(%1776, %1780) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1782 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1783 = "stablehlo.power"(%1782, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1784 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1785 = "stablehlo.subtract"(%1784, %1783) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1786 = "stablehlo.broadcast_in_dim"(%1785) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1787 = "stablehlo.divide"(%1773, %1786) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1788 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1789 = "stablehlo.broadcast_in_dim"(%1788) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1790 = "stablehlo.multiply"(%1789, %1787) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1791 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1792 = "stablehlo.power"(%1791, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1793 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1794 = "stablehlo.subtract"(%1793, %1792) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1795 = "stablehlo.broadcast_in_dim"(%1794) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1796 = "stablehlo.divide"(%1781, %1795) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1797 = "stablehlo.sqrt"(%1796) : (tensor<7xf32>) -> tensor<7xf32>
    %1798 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1799 = "stablehlo.broadcast_in_dim"(%1798) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %1800 = "stablehlo.add"(%1797, %1799) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1801 = "stablehlo.divide"(%1790, %1800) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1802 = "stablehlo.subtract"(%arg49, %1801) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1803 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1804 = "stablehlo.broadcast_in_dim"(%1803) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1805 = "stablehlo.multiply"(%1804, %arg250) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1806 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1807 = "stablehlo.broadcast_in_dim"(%1806) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1808 = "stablehlo.multiply"(%1807, %arg150) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1809 = "stablehlo.add"(%1805, %1808) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1810 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1811 = "stablehlo.broadcast_in_dim"(%1810) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1812 = "stablehlo.multiply"(%1811, %arg350) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1813 = "chlo.square"(%arg150) : (tensor<16xf32>) -> tensor<16xf32>
    %1814 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1815 = "stablehlo.broadcast_in_dim"(%1814) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1816 = "stablehlo.multiply"(%1815, %1813) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1817 = "stablehlo.add"(%1812, %1816) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1818 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1819 = "stablehlo.power"(%1818, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1820 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1821 = "stablehlo.subtract"(%1820, %1819) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1822 = "stablehlo.broadcast_in_dim"(%1821) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1823 = "stablehlo.divide"(%1809, %1822) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1824 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1825 = "stablehlo.broadcast_in_dim"(%1824) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1826 = "stablehlo.multiply"(%1825, %1823) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1827 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1828 = "stablehlo.power"(%1827, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1829 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1830 = "stablehlo.subtract"(%1829, %1828) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1831 = "stablehlo.broadcast_in_dim"(%1830) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1832 = "stablehlo.divide"(%1817, %1831) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1833 = "stablehlo.sqrt"(%1832) : (tensor<16xf32>) -> tensor<16xf32>
    %1834 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1835 = "stablehlo.broadcast_in_dim"(%1834) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1836 = "stablehlo.add"(%1833, %1835) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1837 = "stablehlo.divide"(%1826, %1836) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1838 = "stablehlo.subtract"(%arg50, %1837) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1839 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1840 = "stablehlo.broadcast_in_dim"(%1839) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1841 = "stablehlo.multiply"(%1840, %arg251) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1842 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1843 = "stablehlo.broadcast_in_dim"(%1842) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1844 = "stablehlo.multiply"(%1843, %arg151) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1845 = "stablehlo.add"(%1841, %1844) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1846 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1847 = "stablehlo.broadcast_in_dim"(%1846) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1848 = "stablehlo.multiply"(%1847, %arg351) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1849 = "chlo.square"(%arg151) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %1850 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1851 = "stablehlo.broadcast_in_dim"(%1850) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1852 = "stablehlo.multiply"(%1851, %1849) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1853 = "stablehlo.add"(%1848, %1852) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1854 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1855 = "stablehlo.power"(%1854, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1856 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1857 = "stablehlo.subtract"(%1856, %1855) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1858 = "stablehlo.broadcast_in_dim"(%1857) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1859 = "stablehlo.divide"(%1845, %1858) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1860 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1861 = "stablehlo.broadcast_in_dim"(%1860) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1862 = "stablehlo.multiply"(%1861, %1859) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1863 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1864 = "stablehlo.power"(%1863, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1865 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1866 = "stablehlo.subtract"(%1865, %1864) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1867 = "stablehlo.broadcast_in_dim"(%1866) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1868 = "stablehlo.divide"(%1853, %1867) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1869 = "stablehlo.sqrt"(%1868) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %1870 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1871 = "stablehlo.broadcast_in_dim"(%1870) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %1872 = "stablehlo.add"(%1869, %1871) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1873 = "stablehlo.divide"(%1862, %1872) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1874 = "stablehlo.subtract"(%arg51, %1873) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1875 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1876 = "stablehlo.broadcast_in_dim"(%1875) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1877 = "stablehlo.multiply"(%1876, %arg252) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1878 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1879 = "stablehlo.broadcast_in_dim"(%1878) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1880 = "stablehlo.multiply"(%1879, %arg152) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1881 = "stablehlo.add"(%1877, %1880) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1882 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1883 = "stablehlo.broadcast_in_dim"(%1882) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1884 = "stablehlo.multiply"(%1883, %arg352) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1885 = "chlo.square"(%arg152) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %1886 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1887 = "stablehlo.broadcast_in_dim"(%1886) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1888 = "stablehlo.multiply"(%1887, %1885) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1889 = "stablehlo.add"(%1884, %1888) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1890 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1891 = "stablehlo.power"(%1890, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1892 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1893 = "stablehlo.subtract"(%1892, %1891) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1894 = "stablehlo.broadcast_in_dim"(%1893) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1895 = "stablehlo.divide"(%1881, %1894) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1896 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1897 = "stablehlo.broadcast_in_dim"(%1896) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1898 = "stablehlo.multiply"(%1897, %1895) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1899 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1900 = "stablehlo.power"(%1899, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1901 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1902 = "stablehlo.subtract"(%1901, %1900) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1903 = "stablehlo.broadcast_in_dim"(%1902) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1904 = "stablehlo.divide"(%1889, %1903) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1905 = "stablehlo.sqrt"(%1904) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %1906 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1907 = "stablehlo.broadcast_in_dim"(%1906) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1908 = "stablehlo.add"(%1905, %1907) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1909 = "stablehlo.divide"(%1898, %1908) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1910 = "stablehlo.subtract"(%arg52, %1909) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1911 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1912 = "stablehlo.broadcast_in_dim"(%1911) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1913 = "stablehlo.multiply"(%1912, %arg253) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1914 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1915 = "stablehlo.broadcast_in_dim"(%1914) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1916 = "stablehlo.multiply"(%1915, %arg153) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1917 = "stablehlo.add"(%1913, %1916) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1918 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1919 = "stablehlo.broadcast_in_dim"(%1918) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1920 = "stablehlo.multiply"(%1919, %arg353) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1921 = "chlo.square"(%arg153) : (tensor<32xf32>) -> tensor<32xf32>
    %1922 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1923 = "stablehlo.broadcast_in_dim"(%1922) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1924 = "stablehlo.multiply"(%1923, %1921) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1925 = "stablehlo.add"(%1920, %1924) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1926 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1927 = "stablehlo.power"(%1926, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1928 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1929 = "stablehlo.subtract"(%1928, %1927) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1930 = "stablehlo.broadcast_in_dim"(%1929) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1931 = "stablehlo.divide"(%1917, %1930) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1932 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1933 = "stablehlo.broadcast_in_dim"(%1932) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1934 = "stablehlo.multiply"(%1933, %1931) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1935 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1936 = "stablehlo.power"(%1935, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1937 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1938 = "stablehlo.subtract"(%1937, %1936) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1939 = "stablehlo.broadcast_in_dim"(%1938) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1940 = "stablehlo.divide"(%1925, %1939) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1941 = "stablehlo.sqrt"(%1940) : (tensor<32xf32>) -> tensor<32xf32>
    %1942 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1943 = "stablehlo.broadcast_in_dim"(%1942) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1944 = "stablehlo.add"(%1941, %1943) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1945 = "stablehlo.divide"(%1934, %1944) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1946 = "stablehlo.subtract"(%arg53, %1945) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1947 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1948 = "stablehlo.broadcast_in_dim"(%1947) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1949 = "stablehlo.multiply"(%1948, %arg254) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1950 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1951 = "stablehlo.broadcast_in_dim"(%1950) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1952 = "stablehlo.multiply"(%1951, %arg154) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1953 = "stablehlo.add"(%1949, %1952) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1954 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1955 = "stablehlo.broadcast_in_dim"(%1954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1956 = "stablehlo.multiply"(%1955, %arg354) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1957 = "chlo.square"(%arg154) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %1958 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1959 = "stablehlo.broadcast_in_dim"(%1958) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1960 = "stablehlo.multiply"(%1959, %1957) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1961 = "stablehlo.add"(%1956, %1960) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1962 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1963 = "stablehlo.power"(%1962, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1964 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1965 = "stablehlo.subtract"(%1964, %1963) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1966 = "stablehlo.broadcast_in_dim"(%1965) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1967 = "stablehlo.divide"(%1953, %1966) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1968 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1969 = "stablehlo.broadcast_in_dim"(%1968) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1970 = "stablehlo.multiply"(%1969, %1967) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1971 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1972 = "stablehlo.power"(%1971, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1973 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1974 = "stablehlo.subtract"(%1973, %1972) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1975 = "stablehlo.broadcast_in_dim"(%1974) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1976 = "stablehlo.divide"(%1961, %1975) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1977 = "stablehlo.sqrt"(%1976) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %1978 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1979 = "stablehlo.broadcast_in_dim"(%1978) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1980 = "stablehlo.add"(%1977, %1979) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1981 = "stablehlo.divide"(%1970, %1980) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1982 = "stablehlo.subtract"(%arg54, %1981) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1983 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1984 = "stablehlo.broadcast_in_dim"(%1983) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1985 = "stablehlo.multiply"(%1984, %arg255) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1986 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1987 = "stablehlo.broadcast_in_dim"(%1986) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1988 = "stablehlo.multiply"(%1987, %arg155) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1989 = "stablehlo.add"(%1985, %1988) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1990 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1991 = "stablehlo.broadcast_in_dim"(%1990) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1992 = "stablehlo.multiply"(%1991, %arg355) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1993 = "chlo.square"(%arg155) : (tensor<64xf32>) -> tensor<64xf32>
    %1994 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1995 = "stablehlo.broadcast_in_dim"(%1994) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1996 = "stablehlo.multiply"(%1995, %1993) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1997 = "stablehlo.add"(%1992, %1996) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1998 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1999 = "stablehlo.power"(%1998, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2000 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2001 = "stablehlo.subtract"(%2000, %1999) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2002 = "stablehlo.broadcast_in_dim"(%2001) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2003 = "stablehlo.divide"(%1989, %2002) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2004 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2005 = "stablehlo.broadcast_in_dim"(%2004) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2006 = "stablehlo.multiply"(%2005, %2003) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2007 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2008 = "stablehlo.power"(%2007, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2009 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2010 = "stablehlo.subtract"(%2009, %2008) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2011 = "stablehlo.broadcast_in_dim"(%2010) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2012 = "stablehlo.divide"(%1997, %2011) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2013 = "stablehlo.sqrt"(%2012) : (tensor<64xf32>) -> tensor<64xf32>
    %2014 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2015 = "stablehlo.broadcast_in_dim"(%2014) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2016 = "stablehlo.add"(%2013, %2015) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2017 = "stablehlo.divide"(%2006, %2016) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2018 = "stablehlo.subtract"(%arg55, %2017) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2019 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2020 = "stablehlo.broadcast_in_dim"(%2019) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2021 = "stablehlo.multiply"(%2020, %arg256) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2022 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2023 = "stablehlo.broadcast_in_dim"(%2022) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2024 = "stablehlo.multiply"(%2023, %arg156) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2025 = "stablehlo.add"(%2021, %2024) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2026 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2027 = "stablehlo.broadcast_in_dim"(%2026) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2028 = "stablehlo.multiply"(%2027, %arg356) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2029 = "chlo.square"(%arg156) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2030 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2031 = "stablehlo.broadcast_in_dim"(%2030) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2032 = "stablehlo.multiply"(%2031, %2029) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2033 = "stablehlo.add"(%2028, %2032) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2034 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2035 = "stablehlo.power"(%2034, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2036 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2037 = "stablehlo.subtract"(%2036, %2035) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2038 = "stablehlo.broadcast_in_dim"(%2037) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2039 = "stablehlo.divide"(%2025, %2038) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2040 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2041 = "stablehlo.broadcast_in_dim"(%2040) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2042 = "stablehlo.multiply"(%2041, %2039) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2043 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2044 = "stablehlo.power"(%2043, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2045 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2046 = "stablehlo.subtract"(%2045, %2044) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2047 = "stablehlo.broadcast_in_dim"(%2046) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2048 = "stablehlo.divide"(%2033, %2047) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2049 = "stablehlo.sqrt"(%2048) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2050 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2051 = "stablehlo.broadcast_in_dim"(%2050) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2052 = "stablehlo.add"(%2049, %2051) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2053 = "stablehlo.divide"(%2042, %2052) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2054 = "stablehlo.subtract"(%arg56, %2053) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2055 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2056 = "stablehlo.broadcast_in_dim"(%2055) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2057 = "stablehlo.multiply"(%2056, %arg257) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2058 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2059 = "stablehlo.broadcast_in_dim"(%2058) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2060 = "stablehlo.multiply"(%2059, %arg157) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2061 = "stablehlo.add"(%2057, %2060) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2062 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2063 = "stablehlo.broadcast_in_dim"(%2062) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2064 = "stablehlo.multiply"(%2063, %arg357) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2065 = "chlo.square"(%arg157) : (tensor<128xf32>) -> tensor<128xf32>
    %2066 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2067 = "stablehlo.broadcast_in_dim"(%2066) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2068 = "stablehlo.multiply"(%2067, %2065) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2069 = "stablehlo.add"(%2064, %2068) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2070 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2071 = "stablehlo.power"(%2070, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2072 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2073 = "stablehlo.subtract"(%2072, %2071) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2074 = "stablehlo.broadcast_in_dim"(%2073) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2075 = "stablehlo.divide"(%2061, %2074) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2076 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2077 = "stablehlo.broadcast_in_dim"(%2076) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2078 = "stablehlo.multiply"(%2077, %2075) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2079 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2080 = "stablehlo.power"(%2079, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2081 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2082 = "stablehlo.subtract"(%2081, %2080) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2083 = "stablehlo.broadcast_in_dim"(%2082) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2084 = "stablehlo.divide"(%2069, %2083) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2085 = "stablehlo.sqrt"(%2084) : (tensor<128xf32>) -> tensor<128xf32>
    %2086 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2087 = "stablehlo.broadcast_in_dim"(%2086) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2088 = "stablehlo.add"(%2085, %2087) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2089 = "stablehlo.divide"(%2078, %2088) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2090 = "stablehlo.subtract"(%arg57, %2089) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2091 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2092 = "stablehlo.broadcast_in_dim"(%2091) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2093 = "stablehlo.multiply"(%2092, %arg258) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2094 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2095 = "stablehlo.broadcast_in_dim"(%2094) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2096 = "stablehlo.multiply"(%2095, %arg158) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2097 = "stablehlo.add"(%2093, %2096) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2098 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2099 = "stablehlo.broadcast_in_dim"(%2098) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2100 = "stablehlo.multiply"(%2099, %arg358) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2101 = "chlo.square"(%arg158) : (tensor<10x10xf32>) -> tensor<10x10xf32>
    %2102 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2103 = "stablehlo.broadcast_in_dim"(%2102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2104 = "stablehlo.multiply"(%2103, %2101) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2105 = "stablehlo.add"(%2100, %2104) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2106 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2107 = "stablehlo.power"(%2106, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2108 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2109 = "stablehlo.subtract"(%2108, %2107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2110 = "stablehlo.broadcast_in_dim"(%2109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2111 = "stablehlo.divide"(%2097, %2110) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2112 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2113 = "stablehlo.broadcast_in_dim"(%2112) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2114 = "stablehlo.multiply"(%2113, %2111) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2115 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2116 = "stablehlo.power"(%2115, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2117 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2118 = "stablehlo.subtract"(%2117, %2116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2119 = "stablehlo.broadcast_in_dim"(%2118) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2120 = "stablehlo.divide"(%2105, %2119) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2121 = "stablehlo.sqrt"(%2120) : (tensor<10x10xf32>) -> tensor<10x10xf32>
    %2122 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2123 = "stablehlo.broadcast_in_dim"(%2122) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2124 = "stablehlo.add"(%2121, %2123) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2125 = "stablehlo.divide"(%2114, %2124) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2126 = "stablehlo.subtract"(%arg58, %2125) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2127 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2128 = "stablehlo.broadcast_in_dim"(%2127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2129 = "stablehlo.multiply"(%2128, %arg259) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2130 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2131 = "stablehlo.broadcast_in_dim"(%2130) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2132 = "stablehlo.multiply"(%2131, %arg159) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2133 = "stablehlo.add"(%2129, %2132) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2134 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2135 = "stablehlo.broadcast_in_dim"(%2134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2136 = "stablehlo.multiply"(%2135, %arg359) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2137 = "chlo.square"(%arg159) : (tensor<7xf32>) -> tensor<7xf32>
    %2138 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2139 = "stablehlo.broadcast_in_dim"(%2138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2140 = "stablehlo.multiply"(%2139, %2137) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2141 = "stablehlo.add"(%2136, %2140) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2142 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2143 = "stablehlo.power"(%2142, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2144 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2145 = "stablehlo.subtract"(%2144, %2143) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2146 = "stablehlo.broadcast_in_dim"(%2145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2147 = "stablehlo.divide"(%2133, %2146) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2148 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2149 = "stablehlo.broadcast_in_dim"(%2148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2150 = "stablehlo.multiply"(%2149, %2147) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2151 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2152 = "stablehlo.power"(%2151, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2153 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2154 = "stablehlo.subtract"(%2153, %2152) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2155 = "stablehlo.broadcast_in_dim"(%2154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2156 = "stablehlo.divide"(%2141, %2155) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2157 = "stablehlo.sqrt"(%2156) : (tensor<7xf32>) -> tensor<7xf32>
    %2158 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2159 = "stablehlo.broadcast_in_dim"(%2158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2160 = "stablehlo.add"(%2157, %2159) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2161 = "stablehlo.divide"(%2150, %2160) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2162 = "stablehlo.subtract"(%arg59, %2161) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2163 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2164 = "stablehlo.broadcast_in_dim"(%2163) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2165 = "stablehlo.multiply"(%2164, %arg260) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2166 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2167 = "stablehlo.broadcast_in_dim"(%2166) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2168 = "stablehlo.multiply"(%2167, %arg160) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2169 = "stablehlo.add"(%2165, %2168) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2170 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2171 = "stablehlo.broadcast_in_dim"(%2170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2172 = "stablehlo.multiply"(%2171, %arg360) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2173 = "chlo.square"(%arg160) : (tensor<16xf32>) -> tensor<16xf32>
    %2174 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2175 = "stablehlo.broadcast_in_dim"(%2174) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2176 = "stablehlo.multiply"(%2175, %2173) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2177 = "stablehlo.add"(%2172, %2176) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2178 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2179 = "stablehlo.power"(%2178, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2180 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2181 = "stablehlo.subtract"(%2180, %2179) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2182 = "stablehlo.broadcast_in_dim"(%2181) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2183 = "stablehlo.divide"(%2169, %2182) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2184 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2185 = "stablehlo.broadcast_in_dim"(%2184) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2186 = "stablehlo.multiply"(%2185, %2183) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2187 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2188 = "stablehlo.power"(%2187, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2189 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2190 = "stablehlo.subtract"(%2189, %2188) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2191 = "stablehlo.broadcast_in_dim"(%2190) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2192 = "stablehlo.divide"(%2177, %2191) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2193 = "stablehlo.sqrt"(%2192) : (tensor<16xf32>) -> tensor<16xf32>
    %2194 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2195 = "stablehlo.broadcast_in_dim"(%2194) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2196 = "stablehlo.add"(%2193, %2195) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2197 = "stablehlo.divide"(%2186, %2196) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2198 = "stablehlo.subtract"(%arg60, %2197) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2199 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2200 = "stablehlo.broadcast_in_dim"(%2199) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2201 = "stablehlo.multiply"(%2200, %arg261) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2202 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2203 = "stablehlo.broadcast_in_dim"(%2202) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2204 = "stablehlo.multiply"(%2203, %arg161) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2205 = "stablehlo.add"(%2201, %2204) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2206 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2207 = "stablehlo.broadcast_in_dim"(%2206) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2208 = "stablehlo.multiply"(%2207, %arg361) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2209 = "chlo.square"(%arg161) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %2210 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2211 = "stablehlo.broadcast_in_dim"(%2210) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2212 = "stablehlo.multiply"(%2211, %2209) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2213 = "stablehlo.add"(%2208, %2212) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2214 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2215 = "stablehlo.power"(%2214, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2216 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2217 = "stablehlo.subtract"(%2216, %2215) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2218 = "stablehlo.broadcast_in_dim"(%2217) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2219 = "stablehlo.divide"(%2205, %2218) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2220 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2221 = "stablehlo.broadcast_in_dim"(%2220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2222 = "stablehlo.multiply"(%2221, %2219) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2223 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2224 = "stablehlo.power"(%2223, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2225 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2226 = "stablehlo.subtract"(%2225, %2224) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2227 = "stablehlo.broadcast_in_dim"(%2226) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2228 = "stablehlo.divide"(%2213, %2227) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2229 = "stablehlo.sqrt"(%2228) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %2230 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2231 = "stablehlo.broadcast_in_dim"(%2230) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2232 = "stablehlo.add"(%2229, %2231) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2233 = "stablehlo.divide"(%2222, %2232) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2234 = "stablehlo.subtract"(%arg61, %2233) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2235 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2236 = "stablehlo.broadcast_in_dim"(%2235) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2237 = "stablehlo.multiply"(%2236, %arg262) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2238 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2239 = "stablehlo.broadcast_in_dim"(%2238) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2240 = "stablehlo.multiply"(%2239, %arg162) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2241 = "stablehlo.add"(%2237, %2240) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2242 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2243 = "stablehlo.broadcast_in_dim"(%2242) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2244 = "stablehlo.multiply"(%2243, %arg362) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2245 = "chlo.square"(%arg162) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %2246 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2247 = "stablehlo.broadcast_in_dim"(%2246) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2248 = "stablehlo.multiply"(%2247, %2245) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2249 = "stablehlo.add"(%2244, %2248) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2250 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2251 = "stablehlo.power"(%2250, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2252 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2253 = "stablehlo.subtract"(%2252, %2251) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2254 = "stablehlo.broadcast_in_dim"(%2253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2255 = "stablehlo.divide"(%2241, %2254) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2256 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2257 = "stablehlo.broadcast_in_dim"(%2256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2258 = "stablehlo.multiply"(%2257, %2255) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2259 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2260 = "stablehlo.power"(%2259, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2261 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2262 = "stablehlo.subtract"(%2261, %2260) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2263 = "stablehlo.broadcast_in_dim"(%2262) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2264 = "stablehlo.divide"(%2249, %2263) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2265 = "stablehlo.sqrt"(%2264) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %2266 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2267 = "stablehlo.broadcast_in_dim"(%2266) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2268 = "stablehlo.add"(%2265, %2267) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2269 = "stablehlo.divide"(%2258, %2268) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2270 = "stablehlo.subtract"(%arg62, %2269) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2271 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2272 = "stablehlo.broadcast_in_dim"(%2271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2273 = "stablehlo.multiply"(%2272, %arg263) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2274 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2275 = "stablehlo.broadcast_in_dim"(%2274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2276 = "stablehlo.multiply"(%2275, %arg163) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2277 = "stablehlo.add"(%2273, %2276) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2278 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2279 = "stablehlo.broadcast_in_dim"(%2278) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2280 = "stablehlo.multiply"(%2279, %arg363) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2281 = "chlo.square"(%arg163) : (tensor<32xf32>) -> tensor<32xf32>
    %2282 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2283 = "stablehlo.broadcast_in_dim"(%2282) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2284 = "stablehlo.multiply"(%2283, %2281) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2285 = "stablehlo.add"(%2280, %2284) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2286 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2287 = "stablehlo.power"(%2286, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2288 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2289 = "stablehlo.subtract"(%2288, %2287) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2290 = "stablehlo.broadcast_in_dim"(%2289) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2291 = "stablehlo.divide"(%2277, %2290) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2292 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2293 = "stablehlo.broadcast_in_dim"(%2292) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2294 = "stablehlo.multiply"(%2293, %2291) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2295 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2296 = "stablehlo.power"(%2295, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2297 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2298 = "stablehlo.subtract"(%2297, %2296) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2299 = "stablehlo.broadcast_in_dim"(%2298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2300 = "stablehlo.divide"(%2285, %2299) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2301 = "stablehlo.sqrt"(%2300) : (tensor<32xf32>) -> tensor<32xf32>
    %2302 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2303 = "stablehlo.broadcast_in_dim"(%2302) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2304 = "stablehlo.add"(%2301, %2303) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2305 = "stablehlo.divide"(%2294, %2304) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2306 = "stablehlo.subtract"(%arg63, %2305) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2307 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2308 = "stablehlo.broadcast_in_dim"(%2307) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %2309 = "stablehlo.multiply"(%2308, %arg264) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2310 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2311 = "stablehlo.broadcast_in_dim"(%2310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %2312 = "stablehlo.multiply"(%2311, %arg164) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2313 = "stablehlo.add"(%2309, %2312) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2314 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2315 = "stablehlo.broadcast_in_dim"(%2314) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %2316 = "stablehlo.multiply"(%2315, %arg364) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2317 = "chlo.square"(%arg164) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %2318 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2319 = "stablehlo.broadcast_in_dim"(%2318) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %2320 = "stablehlo.multiply"(%2319, %2317) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2321 = "stablehlo.add"(%2316, %2320) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2322 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2323 = "stablehlo.power"(%2322, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2324 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2325 = "stablehlo.subtract"(%2324, %2323) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2326 = "stablehlo.broadcast_in_dim"(%2325) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %2327 = "stablehlo.divide"(%2313, %2326) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2328 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2329 = "stablehlo.broadcast_in_dim"(%2328) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %2330 = "stablehlo.multiply"(%2329, %2327) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2331 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2332 = "stablehlo.power"(%2331, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2333 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2334 = "stablehlo.subtract"(%2333, %2332) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2335 = "stablehlo.broadcast_in_dim"(%2334) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %2336 = "stablehlo.divide"(%2321, %2335) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2337 = "stablehlo.sqrt"(%2336) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %2338 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2339 = "stablehlo.broadcast_in_dim"(%2338) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %2340 = "stablehlo.add"(%2337, %2339) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2341 = "stablehlo.divide"(%2330, %2340) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2342 = "stablehlo.subtract"(%arg64, %2341) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2343 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2344 = "stablehlo.broadcast_in_dim"(%2343) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2345 = "stablehlo.multiply"(%2344, %arg265) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2346 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2347 = "stablehlo.broadcast_in_dim"(%2346) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2348 = "stablehlo.multiply"(%2347, %arg165) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2349 = "stablehlo.add"(%2345, %2348) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2350 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2351 = "stablehlo.broadcast_in_dim"(%2350) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2352 = "stablehlo.multiply"(%2351, %arg365) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2353 = "chlo.square"(%arg165) : (tensor<64xf32>) -> tensor<64xf32>
    %2354 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2355 = "stablehlo.broadcast_in_dim"(%2354) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2356 = "stablehlo.multiply"(%2355, %2353) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2357 = "stablehlo.add"(%2352, %2356) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2358 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2359 = "stablehlo.power"(%2358, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2360 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2361 = "stablehlo.subtract"(%2360, %2359) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2362 = "stablehlo.broadcast_in_dim"(%2361) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2363 = "stablehlo.divide"(%2349, %2362) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2364 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2365 = "stablehlo.broadcast_in_dim"(%2364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2366 = "stablehlo.multiply"(%2365, %2363) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2367 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2368 = "stablehlo.power"(%2367, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2369 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2370 = "stablehlo.subtract"(%2369, %2368) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2371 = "stablehlo.broadcast_in_dim"(%2370) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2372 = "stablehlo.divide"(%2357, %2371) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2373 = "stablehlo.sqrt"(%2372) : (tensor<64xf32>) -> tensor<64xf32>
    %2374 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2375 = "stablehlo.broadcast_in_dim"(%2374) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2376 = "stablehlo.add"(%2373, %2375) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2377 = "stablehlo.divide"(%2366, %2376) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2378 = "stablehlo.subtract"(%arg65, %2377) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2379 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2380 = "stablehlo.broadcast_in_dim"(%2379) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2381 = "stablehlo.multiply"(%2380, %arg266) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2382 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2383 = "stablehlo.broadcast_in_dim"(%2382) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2384 = "stablehlo.multiply"(%2383, %arg166) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2385 = "stablehlo.add"(%2381, %2384) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2386 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2387 = "stablehlo.broadcast_in_dim"(%2386) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2388 = "stablehlo.multiply"(%2387, %arg366) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2389 = "chlo.square"(%arg166) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2390 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2391 = "stablehlo.broadcast_in_dim"(%2390) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2392 = "stablehlo.multiply"(%2391, %2389) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2393 = "stablehlo.add"(%2388, %2392) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2394 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2395 = "stablehlo.power"(%2394, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2396 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2397 = "stablehlo.subtract"(%2396, %2395) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2398 = "stablehlo.broadcast_in_dim"(%2397) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2399 = "stablehlo.divide"(%2385, %2398) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2400 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2401 = "stablehlo.broadcast_in_dim"(%2400) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2402 = "stablehlo.multiply"(%2401, %2399) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2403 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2404 = "stablehlo.power"(%2403, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2405 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2406 = "stablehlo.subtract"(%2405, %2404) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2407 = "stablehlo.broadcast_in_dim"(%2406) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2408 = "stablehlo.divide"(%2393, %2407) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2409 = "stablehlo.sqrt"(%2408) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2410 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2411 = "stablehlo.broadcast_in_dim"(%2410) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2412 = "stablehlo.add"(%2409, %2411) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2413 = "stablehlo.divide"(%2402, %2412) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2414 = "stablehlo.subtract"(%arg66, %2413) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2415 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2416 = "stablehlo.broadcast_in_dim"(%2415) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2417 = "stablehlo.multiply"(%2416, %arg267) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2418 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2419 = "stablehlo.broadcast_in_dim"(%2418) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2420 = "stablehlo.multiply"(%2419, %arg167) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2421 = "stablehlo.add"(%2417, %2420) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2422 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2423 = "stablehlo.broadcast_in_dim"(%2422) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2424 = "stablehlo.multiply"(%2423, %arg367) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2425 = "chlo.square"(%arg167) : (tensor<128xf32>) -> tensor<128xf32>
    %2426 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2427 = "stablehlo.broadcast_in_dim"(%2426) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2428 = "stablehlo.multiply"(%2427, %2425) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2429 = "stablehlo.add"(%2424, %2428) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2430 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2431 = "stablehlo.power"(%2430, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2432 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2433 = "stablehlo.subtract"(%2432, %2431) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2434 = "stablehlo.broadcast_in_dim"(%2433) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2435 = "stablehlo.divide"(%2421, %2434) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2436 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2437 = "stablehlo.broadcast_in_dim"(%2436) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2438 = "stablehlo.multiply"(%2437, %2435) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2439 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2440 = "stablehlo.power"(%2439, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2441 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2442 = "stablehlo.subtract"(%2441, %2440) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2443 = "stablehlo.broadcast_in_dim"(%2442) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2444 = "stablehlo.divide"(%2429, %2443) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2445 = "stablehlo.sqrt"(%2444) : (tensor<128xf32>) -> tensor<128xf32>
    %2446 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2447 = "stablehlo.broadcast_in_dim"(%2446) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2448 = "stablehlo.add"(%2445, %2447) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2449 = "stablehlo.divide"(%2438, %2448) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2450 = "stablehlo.subtract"(%arg67, %2449) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2451 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2452 = "stablehlo.broadcast_in_dim"(%2451) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2453 = "stablehlo.multiply"(%2452, %arg268) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2454 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2455 = "stablehlo.broadcast_in_dim"(%2454) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2456 = "stablehlo.multiply"(%2455, %arg168) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2457 = "stablehlo.add"(%2453, %2456) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2458 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2459 = "stablehlo.broadcast_in_dim"(%2458) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2460 = "stablehlo.multiply"(%2459, %arg368) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2461 = "chlo.square"(%arg168) : (tensor<10x10xf32>) -> tensor<10x10xf32>
    %2462 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2463 = "stablehlo.broadcast_in_dim"(%2462) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2464 = "stablehlo.multiply"(%2463, %2461) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2465 = "stablehlo.add"(%2460, %2464) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2466 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2467 = "stablehlo.power"(%2466, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2468 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2469 = "stablehlo.subtract"(%2468, %2467) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2470 = "stablehlo.broadcast_in_dim"(%2469) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2471 = "stablehlo.divide"(%2457, %2470) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2472 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2473 = "stablehlo.broadcast_in_dim"(%2472) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2474 = "stablehlo.multiply"(%2473, %2471) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2475 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2476 = "stablehlo.power"(%2475, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2477 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2478 = "stablehlo.subtract"(%2477, %2476) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2479 = "stablehlo.broadcast_in_dim"(%2478) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2480 = "stablehlo.divide"(%2465, %2479) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2481 = "stablehlo.sqrt"(%2480) : (tensor<10x10xf32>) -> tensor<10x10xf32>
    %2482 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2483 = "stablehlo.broadcast_in_dim"(%2482) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2484 = "stablehlo.add"(%2481, %2483) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2485 = "stablehlo.divide"(%2474, %2484) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2486 = "stablehlo.subtract"(%arg68, %2485) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2487 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2488 = "stablehlo.broadcast_in_dim"(%2487) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2489 = "stablehlo.multiply"(%2488, %arg269) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2490 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2491 = "stablehlo.broadcast_in_dim"(%2490) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2492 = "stablehlo.multiply"(%2491, %arg169) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2493 = "stablehlo.add"(%2489, %2492) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2494 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2495 = "stablehlo.broadcast_in_dim"(%2494) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2496 = "stablehlo.multiply"(%2495, %arg369) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2497 = "chlo.square"(%arg169) : (tensor<7xf32>) -> tensor<7xf32>
    %2498 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2499 = "stablehlo.broadcast_in_dim"(%2498) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2500 = "stablehlo.multiply"(%2499, %2497) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2501 = "stablehlo.add"(%2496, %2500) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2502 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2503 = "stablehlo.power"(%2502, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2504 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2505 = "stablehlo.subtract"(%2504, %2503) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2506 = "stablehlo.broadcast_in_dim"(%2505) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2507 = "stablehlo.divide"(%2493, %2506) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2508 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2509 = "stablehlo.broadcast_in_dim"(%2508) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2510 = "stablehlo.multiply"(%2509, %2507) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2511 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2512 = "stablehlo.power"(%2511, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2513 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2514 = "stablehlo.subtract"(%2513, %2512) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2515 = "stablehlo.broadcast_in_dim"(%2514) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2516 = "stablehlo.divide"(%2501, %2515) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2517 = "stablehlo.sqrt"(%2516) : (tensor<7xf32>) -> tensor<7xf32>
    %2518 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2519 = "stablehlo.broadcast_in_dim"(%2518) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2520 = "stablehlo.add"(%2517, %2519) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2521 = "stablehlo.divide"(%2510, %2520) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2522 = "stablehlo.subtract"(%arg69, %2521) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2523 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2524 = "stablehlo.broadcast_in_dim"(%2523) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2525 = "stablehlo.multiply"(%2524, %arg270) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2526 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2527 = "stablehlo.broadcast_in_dim"(%2526) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2528 = "stablehlo.multiply"(%2527, %arg170) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2529 = "stablehlo.add"(%2525, %2528) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2530 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2531 = "stablehlo.broadcast_in_dim"(%2530) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2532 = "stablehlo.multiply"(%2531, %arg370) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2533 = "chlo.square"(%arg170) : (tensor<16xf32>) -> tensor<16xf32>
    %2534 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2535 = "stablehlo.broadcast_in_dim"(%2534) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2536 = "stablehlo.multiply"(%2535, %2533) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2537 = "stablehlo.add"(%2532, %2536) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2538 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2539 = "stablehlo.power"(%2538, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2540 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2541 = "stablehlo.subtract"(%2540, %2539) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2542 = "stablehlo.broadcast_in_dim"(%2541) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2543 = "stablehlo.divide"(%2529, %2542) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2544 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2545 = "stablehlo.broadcast_in_dim"(%2544) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2546 = "stablehlo.multiply"(%2545, %2543) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2547 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2548 = "stablehlo.power"(%2547, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2549 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2550 = "stablehlo.subtract"(%2549, %2548) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2551 = "stablehlo.broadcast_in_dim"(%2550) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2552 = "stablehlo.divide"(%2537, %2551) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2553 = "stablehlo.sqrt"(%2552) : (tensor<16xf32>) -> tensor<16xf32>
    %2554 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2555 = "stablehlo.broadcast_in_dim"(%2554) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2556 = "stablehlo.add"(%2553, %2555) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2557 = "stablehlo.divide"(%2546, %2556) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2558 = "stablehlo.subtract"(%arg70, %2557) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2559 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2560 = "stablehlo.broadcast_in_dim"(%2559) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2561 = "stablehlo.multiply"(%2560, %arg271) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2562 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2563 = "stablehlo.broadcast_in_dim"(%2562) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2564 = "stablehlo.multiply"(%2563, %arg171) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2565 = "stablehlo.add"(%2561, %2564) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2566 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2567 = "stablehlo.broadcast_in_dim"(%2566) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2568 = "stablehlo.multiply"(%2567, %arg371) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2569 = "chlo.square"(%arg171) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %2570 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2571 = "stablehlo.broadcast_in_dim"(%2570) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2572 = "stablehlo.multiply"(%2571, %2569) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2573 = "stablehlo.add"(%2568, %2572) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2574 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2575 = "stablehlo.power"(%2574, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2576 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2577 = "stablehlo.subtract"(%2576, %2575) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2578 = "stablehlo.broadcast_in_dim"(%2577) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2579 = "stablehlo.divide"(%2565, %2578) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2580 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2581 = "stablehlo.broadcast_in_dim"(%2580) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2582 = "stablehlo.multiply"(%2581, %2579) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2583 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2584 = "stablehlo.power"(%2583, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2585 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2586 = "stablehlo.subtract"(%2585, %2584) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2587 = "stablehlo.broadcast_in_dim"(%2586) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2588 = "stablehlo.divide"(%2573, %2587) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2589 = "stablehlo.sqrt"(%2588) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %2590 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2591 = "stablehlo.broadcast_in_dim"(%2590) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2592 = "stablehlo.add"(%2589, %2591) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2593 = "stablehlo.divide"(%2582, %2592) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2594 = "stablehlo.subtract"(%arg71, %2593) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2595 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2596 = "stablehlo.broadcast_in_dim"(%2595) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2597 = "stablehlo.multiply"(%2596, %arg272) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2598 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2599 = "stablehlo.broadcast_in_dim"(%2598) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2600 = "stablehlo.multiply"(%2599, %arg172) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2601 = "stablehlo.add"(%2597, %2600) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2602 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2603 = "stablehlo.broadcast_in_dim"(%2602) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2604 = "stablehlo.multiply"(%2603, %arg372) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2605 = "chlo.square"(%arg172) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %2606 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2607 = "stablehlo.broadcast_in_dim"(%2606) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2608 = "stablehlo.multiply"(%2607, %2605) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2609 = "stablehlo.add"(%2604, %2608) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2610 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2611 = "stablehlo.power"(%2610, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2612 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2613 = "stablehlo.subtract"(%2612, %2611) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2614 = "stablehlo.broadcast_in_dim"(%2613) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2615 = "stablehlo.divide"(%2601, %2614) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2616 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2617 = "stablehlo.broadcast_in_dim"(%2616) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2618 = "stablehlo.multiply"(%2617, %2615) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2619 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2620 = "stablehlo.power"(%2619, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2621 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2622 = "stablehlo.subtract"(%2621, %2620) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2623 = "stablehlo.broadcast_in_dim"(%2622) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2624 = "stablehlo.divide"(%2609, %2623) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2625 = "stablehlo.sqrt"(%2624) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %2626 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2627 = "stablehlo.broadcast_in_dim"(%2626) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2628 = "stablehlo.add"(%2625, %2627) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2629 = "stablehlo.divide"(%2618, %2628) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2630 = "stablehlo.subtract"(%arg72, %2629) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2631 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2632 = "stablehlo.broadcast_in_dim"(%2631) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2633 = "stablehlo.multiply"(%2632, %arg273) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2634 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2635 = "stablehlo.broadcast_in_dim"(%2634) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2636 = "stablehlo.multiply"(%2635, %arg173) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2637 = "stablehlo.add"(%2633, %2636) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2638 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2639 = "stablehlo.broadcast_in_dim"(%2638) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2640 = "stablehlo.multiply"(%2639, %arg373) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2641 = "chlo.square"(%arg173) : (tensor<32xf32>) -> tensor<32xf32>
    %2642 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2643 = "stablehlo.broadcast_in_dim"(%2642) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2644 = "stablehlo.multiply"(%2643, %2641) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2645 = "stablehlo.add"(%2640, %2644) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2646 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2647 = "stablehlo.power"(%2646, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2648 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2649 = "stablehlo.subtract"(%2648, %2647) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2650 = "stablehlo.broadcast_in_dim"(%2649) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2651 = "stablehlo.divide"(%2637, %2650) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2652 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2653 = "stablehlo.broadcast_in_dim"(%2652) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2654 = "stablehlo.multiply"(%2653, %2651) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2655 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2656 = "stablehlo.power"(%2655, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2657 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2658 = "stablehlo.subtract"(%2657, %2656) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2659 = "stablehlo.broadcast_in_dim"(%2658) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2660 = "stablehlo.divide"(%2645, %2659) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2661 = "stablehlo.sqrt"(%2660) : (tensor<32xf32>) -> tensor<32xf32>
    %2662 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2663 = "stablehlo.broadcast_in_dim"(%2662) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2664 = "stablehlo.add"(%2661, %2663) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2665 = "stablehlo.divide"(%2654, %2664) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2666 = "stablehlo.subtract"(%arg73, %2665) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2667 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2668 = "stablehlo.broadcast_in_dim"(%2667) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %2669 = "stablehlo.multiply"(%2668, %arg274) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2670 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2671 = "stablehlo.broadcast_in_dim"(%2670) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %2672 = "stablehlo.multiply"(%2671, %arg174) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2673 = "stablehlo.add"(%2669, %2672) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2674 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2675 = "stablehlo.broadcast_in_dim"(%2674) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %2676 = "stablehlo.multiply"(%2675, %arg374) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2677 = "chlo.square"(%arg174) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %2678 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2679 = "stablehlo.broadcast_in_dim"(%2678) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %2680 = "stablehlo.multiply"(%2679, %2677) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2681 = "stablehlo.add"(%2676, %2680) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2682 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2683 = "stablehlo.power"(%2682, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2684 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2685 = "stablehlo.subtract"(%2684, %2683) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2686 = "stablehlo.broadcast_in_dim"(%2685) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %2687 = "stablehlo.divide"(%2673, %2686) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2688 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2689 = "stablehlo.broadcast_in_dim"(%2688) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %2690 = "stablehlo.multiply"(%2689, %2687) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2691 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2692 = "stablehlo.power"(%2691, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2693 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2694 = "stablehlo.subtract"(%2693, %2692) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2695 = "stablehlo.broadcast_in_dim"(%2694) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %2696 = "stablehlo.divide"(%2681, %2695) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2697 = "stablehlo.sqrt"(%2696) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %2698 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2699 = "stablehlo.broadcast_in_dim"(%2698) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %2700 = "stablehlo.add"(%2697, %2699) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2701 = "stablehlo.divide"(%2690, %2700) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2702 = "stablehlo.subtract"(%arg74, %2701) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %2703 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2704 = "stablehlo.broadcast_in_dim"(%2703) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2705 = "stablehlo.multiply"(%2704, %arg275) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2706 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2707 = "stablehlo.broadcast_in_dim"(%2706) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2708 = "stablehlo.multiply"(%2707, %arg175) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2709 = "stablehlo.add"(%2705, %2708) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2710 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2711 = "stablehlo.broadcast_in_dim"(%2710) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2712 = "stablehlo.multiply"(%2711, %arg375) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2713 = "chlo.square"(%arg175) : (tensor<64xf32>) -> tensor<64xf32>
    %2714 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2715 = "stablehlo.broadcast_in_dim"(%2714) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2716 = "stablehlo.multiply"(%2715, %2713) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2717 = "stablehlo.add"(%2712, %2716) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2718 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2719 = "stablehlo.power"(%2718, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2720 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2721 = "stablehlo.subtract"(%2720, %2719) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2722 = "stablehlo.broadcast_in_dim"(%2721) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2723 = "stablehlo.divide"(%2709, %2722) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2724 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2725 = "stablehlo.broadcast_in_dim"(%2724) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2726 = "stablehlo.multiply"(%2725, %2723) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2727 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2728 = "stablehlo.power"(%2727, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2729 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2730 = "stablehlo.subtract"(%2729, %2728) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2731 = "stablehlo.broadcast_in_dim"(%2730) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2732 = "stablehlo.divide"(%2717, %2731) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2733 = "stablehlo.sqrt"(%2732) : (tensor<64xf32>) -> tensor<64xf32>
    %2734 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2735 = "stablehlo.broadcast_in_dim"(%2734) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2736 = "stablehlo.add"(%2733, %2735) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2737 = "stablehlo.divide"(%2726, %2736) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2738 = "stablehlo.subtract"(%arg75, %2737) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2739 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2740 = "stablehlo.broadcast_in_dim"(%2739) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2741 = "stablehlo.multiply"(%2740, %arg276) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2742 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2743 = "stablehlo.broadcast_in_dim"(%2742) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2744 = "stablehlo.multiply"(%2743, %arg176) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2745 = "stablehlo.add"(%2741, %2744) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2746 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2747 = "stablehlo.broadcast_in_dim"(%2746) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2748 = "stablehlo.multiply"(%2747, %arg376) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2749 = "chlo.square"(%arg176) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2750 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2751 = "stablehlo.broadcast_in_dim"(%2750) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2752 = "stablehlo.multiply"(%2751, %2749) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2753 = "stablehlo.add"(%2748, %2752) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2754 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2755 = "stablehlo.power"(%2754, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2756 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2757 = "stablehlo.subtract"(%2756, %2755) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2758 = "stablehlo.broadcast_in_dim"(%2757) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2759 = "stablehlo.divide"(%2745, %2758) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2760 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2761 = "stablehlo.broadcast_in_dim"(%2760) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2762 = "stablehlo.multiply"(%2761, %2759) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2763 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2764 = "stablehlo.power"(%2763, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2765 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2766 = "stablehlo.subtract"(%2765, %2764) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2767 = "stablehlo.broadcast_in_dim"(%2766) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2768 = "stablehlo.divide"(%2753, %2767) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2769 = "stablehlo.sqrt"(%2768) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2770 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2771 = "stablehlo.broadcast_in_dim"(%2770) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %2772 = "stablehlo.add"(%2769, %2771) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2773 = "stablehlo.divide"(%2762, %2772) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2774 = "stablehlo.subtract"(%arg76, %2773) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2775 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2776 = "stablehlo.broadcast_in_dim"(%2775) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2777 = "stablehlo.multiply"(%2776, %arg277) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2778 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2779 = "stablehlo.broadcast_in_dim"(%2778) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2780 = "stablehlo.multiply"(%2779, %arg177) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2781 = "stablehlo.add"(%2777, %2780) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2782 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2783 = "stablehlo.broadcast_in_dim"(%2782) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2784 = "stablehlo.multiply"(%2783, %arg377) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2785 = "chlo.square"(%arg177) : (tensor<128xf32>) -> tensor<128xf32>
    %2786 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2787 = "stablehlo.broadcast_in_dim"(%2786) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2788 = "stablehlo.multiply"(%2787, %2785) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2789 = "stablehlo.add"(%2784, %2788) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2790 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2791 = "stablehlo.power"(%2790, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2792 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2793 = "stablehlo.subtract"(%2792, %2791) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2794 = "stablehlo.broadcast_in_dim"(%2793) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2795 = "stablehlo.divide"(%2781, %2794) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2796 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2797 = "stablehlo.broadcast_in_dim"(%2796) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2798 = "stablehlo.multiply"(%2797, %2795) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2799 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2800 = "stablehlo.power"(%2799, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2801 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2802 = "stablehlo.subtract"(%2801, %2800) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2803 = "stablehlo.broadcast_in_dim"(%2802) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2804 = "stablehlo.divide"(%2789, %2803) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2805 = "stablehlo.sqrt"(%2804) : (tensor<128xf32>) -> tensor<128xf32>
    %2806 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2807 = "stablehlo.broadcast_in_dim"(%2806) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2808 = "stablehlo.add"(%2805, %2807) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2809 = "stablehlo.divide"(%2798, %2808) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2810 = "stablehlo.subtract"(%arg77, %2809) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2811 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2812 = "stablehlo.broadcast_in_dim"(%2811) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2813 = "stablehlo.multiply"(%2812, %arg278) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2814 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2815 = "stablehlo.broadcast_in_dim"(%2814) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2816 = "stablehlo.multiply"(%2815, %arg178) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2817 = "stablehlo.add"(%2813, %2816) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2818 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2819 = "stablehlo.broadcast_in_dim"(%2818) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2820 = "stablehlo.multiply"(%2819, %arg378) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2821 = "chlo.square"(%arg178) : (tensor<10x10xf32>) -> tensor<10x10xf32>
    %2822 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2823 = "stablehlo.broadcast_in_dim"(%2822) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2824 = "stablehlo.multiply"(%2823, %2821) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2825 = "stablehlo.add"(%2820, %2824) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2826 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2827 = "stablehlo.power"(%2826, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2828 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2829 = "stablehlo.subtract"(%2828, %2827) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2830 = "stablehlo.broadcast_in_dim"(%2829) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2831 = "stablehlo.divide"(%2817, %2830) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2832 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2833 = "stablehlo.broadcast_in_dim"(%2832) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2834 = "stablehlo.multiply"(%2833, %2831) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2835 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2836 = "stablehlo.power"(%2835, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2837 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2838 = "stablehlo.subtract"(%2837, %2836) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2839 = "stablehlo.broadcast_in_dim"(%2838) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2840 = "stablehlo.divide"(%2825, %2839) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2841 = "stablehlo.sqrt"(%2840) : (tensor<10x10xf32>) -> tensor<10x10xf32>
    %2842 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2843 = "stablehlo.broadcast_in_dim"(%2842) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %2844 = "stablehlo.add"(%2841, %2843) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2845 = "stablehlo.divide"(%2834, %2844) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2846 = "stablehlo.subtract"(%arg78, %2845) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %2847 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2848 = "stablehlo.broadcast_in_dim"(%2847) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2849 = "stablehlo.multiply"(%2848, %arg279) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2850 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2851 = "stablehlo.broadcast_in_dim"(%2850) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2852 = "stablehlo.multiply"(%2851, %arg179) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2853 = "stablehlo.add"(%2849, %2852) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2854 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2855 = "stablehlo.broadcast_in_dim"(%2854) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2856 = "stablehlo.multiply"(%2855, %arg379) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2857 = "chlo.square"(%arg179) : (tensor<7xf32>) -> tensor<7xf32>
    %2858 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2859 = "stablehlo.broadcast_in_dim"(%2858) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2860 = "stablehlo.multiply"(%2859, %2857) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2861 = "stablehlo.add"(%2856, %2860) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2862 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2863 = "stablehlo.power"(%2862, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2864 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2865 = "stablehlo.subtract"(%2864, %2863) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2866 = "stablehlo.broadcast_in_dim"(%2865) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2867 = "stablehlo.divide"(%2853, %2866) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2868 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2869 = "stablehlo.broadcast_in_dim"(%2868) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2870 = "stablehlo.multiply"(%2869, %2867) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2871 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2872 = "stablehlo.power"(%2871, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2873 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2874 = "stablehlo.subtract"(%2873, %2872) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2875 = "stablehlo.broadcast_in_dim"(%2874) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2876 = "stablehlo.divide"(%2861, %2875) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2877 = "stablehlo.sqrt"(%2876) : (tensor<7xf32>) -> tensor<7xf32>
    %2878 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2879 = "stablehlo.broadcast_in_dim"(%2878) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %2880 = "stablehlo.add"(%2877, %2879) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2881 = "stablehlo.divide"(%2870, %2880) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2882 = "stablehlo.subtract"(%arg79, %2881) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %2883 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2884 = "stablehlo.broadcast_in_dim"(%2883) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2885 = "stablehlo.multiply"(%2884, %arg280) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2886 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2887 = "stablehlo.broadcast_in_dim"(%2886) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2888 = "stablehlo.multiply"(%2887, %arg180) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2889 = "stablehlo.add"(%2885, %2888) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2890 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2891 = "stablehlo.broadcast_in_dim"(%2890) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2892 = "stablehlo.multiply"(%2891, %arg380) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2893 = "chlo.square"(%arg180) : (tensor<16xf32>) -> tensor<16xf32>
    %2894 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2895 = "stablehlo.broadcast_in_dim"(%2894) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2896 = "stablehlo.multiply"(%2895, %2893) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2897 = "stablehlo.add"(%2892, %2896) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2898 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2899 = "stablehlo.power"(%2898, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2900 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2901 = "stablehlo.subtract"(%2900, %2899) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2902 = "stablehlo.broadcast_in_dim"(%2901) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2903 = "stablehlo.divide"(%2889, %2902) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2904 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2905 = "stablehlo.broadcast_in_dim"(%2904) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2906 = "stablehlo.multiply"(%2905, %2903) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2907 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2908 = "stablehlo.power"(%2907, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2909 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2910 = "stablehlo.subtract"(%2909, %2908) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2911 = "stablehlo.broadcast_in_dim"(%2910) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2912 = "stablehlo.divide"(%2897, %2911) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2913 = "stablehlo.sqrt"(%2912) : (tensor<16xf32>) -> tensor<16xf32>
    %2914 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2915 = "stablehlo.broadcast_in_dim"(%2914) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %2916 = "stablehlo.add"(%2913, %2915) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2917 = "stablehlo.divide"(%2906, %2916) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2918 = "stablehlo.subtract"(%arg80, %2917) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2919 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2920 = "stablehlo.broadcast_in_dim"(%2919) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2921 = "stablehlo.multiply"(%2920, %arg281) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2922 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2923 = "stablehlo.broadcast_in_dim"(%2922) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2924 = "stablehlo.multiply"(%2923, %arg181) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2925 = "stablehlo.add"(%2921, %2924) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2926 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2927 = "stablehlo.broadcast_in_dim"(%2926) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2928 = "stablehlo.multiply"(%2927, %arg381) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2929 = "chlo.square"(%arg181) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %2930 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2931 = "stablehlo.broadcast_in_dim"(%2930) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2932 = "stablehlo.multiply"(%2931, %2929) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2933 = "stablehlo.add"(%2928, %2932) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2934 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2935 = "stablehlo.power"(%2934, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2936 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2937 = "stablehlo.subtract"(%2936, %2935) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2938 = "stablehlo.broadcast_in_dim"(%2937) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2939 = "stablehlo.divide"(%2925, %2938) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2940 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2941 = "stablehlo.broadcast_in_dim"(%2940) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2942 = "stablehlo.multiply"(%2941, %2939) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2943 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2944 = "stablehlo.power"(%2943, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2945 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2946 = "stablehlo.subtract"(%2945, %2944) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2947 = "stablehlo.broadcast_in_dim"(%2946) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2948 = "stablehlo.divide"(%2933, %2947) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2949 = "stablehlo.sqrt"(%2948) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %2950 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2951 = "stablehlo.broadcast_in_dim"(%2950) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %2952 = "stablehlo.add"(%2949, %2951) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2953 = "stablehlo.divide"(%2942, %2952) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2954 = "stablehlo.subtract"(%arg81, %2953) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2955 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2956 = "stablehlo.broadcast_in_dim"(%2955) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2957 = "stablehlo.multiply"(%2956, %arg282) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2958 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2959 = "stablehlo.broadcast_in_dim"(%2958) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2960 = "stablehlo.multiply"(%2959, %arg182) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2961 = "stablehlo.add"(%2957, %2960) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2962 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2963 = "stablehlo.broadcast_in_dim"(%2962) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2964 = "stablehlo.multiply"(%2963, %arg382) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2965 = "chlo.square"(%arg182) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %2966 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2967 = "stablehlo.broadcast_in_dim"(%2966) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2968 = "stablehlo.multiply"(%2967, %2965) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2969 = "stablehlo.add"(%2964, %2968) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2970 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2971 = "stablehlo.power"(%2970, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2972 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2973 = "stablehlo.subtract"(%2972, %2971) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2974 = "stablehlo.broadcast_in_dim"(%2973) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2975 = "stablehlo.divide"(%2961, %2974) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2976 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2977 = "stablehlo.broadcast_in_dim"(%2976) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2978 = "stablehlo.multiply"(%2977, %2975) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2979 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2980 = "stablehlo.power"(%2979, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2981 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2982 = "stablehlo.subtract"(%2981, %2980) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2983 = "stablehlo.broadcast_in_dim"(%2982) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2984 = "stablehlo.divide"(%2969, %2983) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2985 = "stablehlo.sqrt"(%2984) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %2986 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %2987 = "stablehlo.broadcast_in_dim"(%2986) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %2988 = "stablehlo.add"(%2985, %2987) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2989 = "stablehlo.divide"(%2978, %2988) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2990 = "stablehlo.subtract"(%arg82, %2989) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2991 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %2992 = "stablehlo.broadcast_in_dim"(%2991) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2993 = "stablehlo.multiply"(%2992, %arg283) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2994 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2995 = "stablehlo.broadcast_in_dim"(%2994) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2996 = "stablehlo.multiply"(%2995, %arg183) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2997 = "stablehlo.add"(%2993, %2996) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2998 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2999 = "stablehlo.broadcast_in_dim"(%2998) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %3000 = "stablehlo.multiply"(%2999, %arg383) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %3001 = "chlo.square"(%arg183) : (tensor<32xf32>) -> tensor<32xf32>
    %3002 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3003 = "stablehlo.broadcast_in_dim"(%3002) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %3004 = "stablehlo.multiply"(%3003, %3001) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %3005 = "stablehlo.add"(%3000, %3004) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %3006 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3007 = "stablehlo.power"(%3006, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3008 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3009 = "stablehlo.subtract"(%3008, %3007) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3010 = "stablehlo.broadcast_in_dim"(%3009) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %3011 = "stablehlo.divide"(%2997, %3010) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %3012 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3013 = "stablehlo.broadcast_in_dim"(%3012) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %3014 = "stablehlo.multiply"(%3013, %3011) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %3015 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3016 = "stablehlo.power"(%3015, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3017 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3018 = "stablehlo.subtract"(%3017, %3016) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3019 = "stablehlo.broadcast_in_dim"(%3018) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %3020 = "stablehlo.divide"(%3005, %3019) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %3021 = "stablehlo.sqrt"(%3020) : (tensor<32xf32>) -> tensor<32xf32>
    %3022 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %3023 = "stablehlo.broadcast_in_dim"(%3022) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %3024 = "stablehlo.add"(%3021, %3023) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %3025 = "stablehlo.divide"(%3014, %3024) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %3026 = "stablehlo.subtract"(%arg83, %3025) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %3027 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3028 = "stablehlo.broadcast_in_dim"(%3027) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %3029 = "stablehlo.multiply"(%3028, %arg284) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3030 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3031 = "stablehlo.broadcast_in_dim"(%3030) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %3032 = "stablehlo.multiply"(%3031, %arg184) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3033 = "stablehlo.add"(%3029, %3032) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3034 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3035 = "stablehlo.broadcast_in_dim"(%3034) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %3036 = "stablehlo.multiply"(%3035, %arg384) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3037 = "chlo.square"(%arg184) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %3038 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3039 = "stablehlo.broadcast_in_dim"(%3038) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %3040 = "stablehlo.multiply"(%3039, %3037) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3041 = "stablehlo.add"(%3036, %3040) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3042 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3043 = "stablehlo.power"(%3042, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3044 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3045 = "stablehlo.subtract"(%3044, %3043) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3046 = "stablehlo.broadcast_in_dim"(%3045) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %3047 = "stablehlo.divide"(%3033, %3046) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3048 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3049 = "stablehlo.broadcast_in_dim"(%3048) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %3050 = "stablehlo.multiply"(%3049, %3047) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3051 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3052 = "stablehlo.power"(%3051, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3053 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3054 = "stablehlo.subtract"(%3053, %3052) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3055 = "stablehlo.broadcast_in_dim"(%3054) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %3056 = "stablehlo.divide"(%3041, %3055) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3057 = "stablehlo.sqrt"(%3056) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %3058 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %3059 = "stablehlo.broadcast_in_dim"(%3058) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %3060 = "stablehlo.add"(%3057, %3059) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3061 = "stablehlo.divide"(%3050, %3060) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3062 = "stablehlo.subtract"(%arg84, %3061) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3063 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3064 = "stablehlo.broadcast_in_dim"(%3063) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3065 = "stablehlo.multiply"(%3064, %arg285) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3066 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3067 = "stablehlo.broadcast_in_dim"(%3066) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3068 = "stablehlo.multiply"(%3067, %arg185) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3069 = "stablehlo.add"(%3065, %3068) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3070 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3071 = "stablehlo.broadcast_in_dim"(%3070) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3072 = "stablehlo.multiply"(%3071, %arg385) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3073 = "chlo.square"(%arg185) : (tensor<64xf32>) -> tensor<64xf32>
    %3074 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3075 = "stablehlo.broadcast_in_dim"(%3074) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3076 = "stablehlo.multiply"(%3075, %3073) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3077 = "stablehlo.add"(%3072, %3076) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3078 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3079 = "stablehlo.power"(%3078, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3080 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3081 = "stablehlo.subtract"(%3080, %3079) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3082 = "stablehlo.broadcast_in_dim"(%3081) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3083 = "stablehlo.divide"(%3069, %3082) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3084 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3085 = "stablehlo.broadcast_in_dim"(%3084) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3086 = "stablehlo.multiply"(%3085, %3083) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3087 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3088 = "stablehlo.power"(%3087, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3089 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3090 = "stablehlo.subtract"(%3089, %3088) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3091 = "stablehlo.broadcast_in_dim"(%3090) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3092 = "stablehlo.divide"(%3077, %3091) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3093 = "stablehlo.sqrt"(%3092) : (tensor<64xf32>) -> tensor<64xf32>
    %3094 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %3095 = "stablehlo.broadcast_in_dim"(%3094) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3096 = "stablehlo.add"(%3093, %3095) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3097 = "stablehlo.divide"(%3086, %3096) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3098 = "stablehlo.subtract"(%arg85, %3097) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3099 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3100 = "stablehlo.broadcast_in_dim"(%3099) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %3101 = "stablehlo.multiply"(%3100, %arg286) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3102 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3103 = "stablehlo.broadcast_in_dim"(%3102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %3104 = "stablehlo.multiply"(%3103, %arg186) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3105 = "stablehlo.add"(%3101, %3104) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3106 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3107 = "stablehlo.broadcast_in_dim"(%3106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %3108 = "stablehlo.multiply"(%3107, %arg386) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3109 = "chlo.square"(%arg186) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3110 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3111 = "stablehlo.broadcast_in_dim"(%3110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %3112 = "stablehlo.multiply"(%3111, %3109) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3113 = "stablehlo.add"(%3108, %3112) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3114 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3115 = "stablehlo.power"(%3114, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3116 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3117 = "stablehlo.subtract"(%3116, %3115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3118 = "stablehlo.broadcast_in_dim"(%3117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %3119 = "stablehlo.divide"(%3105, %3118) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3120 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3121 = "stablehlo.broadcast_in_dim"(%3120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %3122 = "stablehlo.multiply"(%3121, %3119) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3123 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3124 = "stablehlo.power"(%3123, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3125 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3126 = "stablehlo.subtract"(%3125, %3124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3127 = "stablehlo.broadcast_in_dim"(%3126) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %3128 = "stablehlo.divide"(%3113, %3127) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3129 = "stablehlo.sqrt"(%3128) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3130 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %3131 = "stablehlo.broadcast_in_dim"(%3130) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %3132 = "stablehlo.add"(%3129, %3131) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3133 = "stablehlo.divide"(%3122, %3132) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3134 = "stablehlo.subtract"(%arg86, %3133) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3135 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3136 = "stablehlo.broadcast_in_dim"(%3135) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %3137 = "stablehlo.multiply"(%3136, %arg287) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3138 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3139 = "stablehlo.broadcast_in_dim"(%3138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %3140 = "stablehlo.multiply"(%3139, %arg187) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3141 = "stablehlo.add"(%3137, %3140) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3142 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3143 = "stablehlo.broadcast_in_dim"(%3142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %3144 = "stablehlo.multiply"(%3143, %arg387) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3145 = "chlo.square"(%arg187) : (tensor<128xf32>) -> tensor<128xf32>
    %3146 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3147 = "stablehlo.broadcast_in_dim"(%3146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %3148 = "stablehlo.multiply"(%3147, %3145) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3149 = "stablehlo.add"(%3144, %3148) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3150 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3151 = "stablehlo.power"(%3150, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3152 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3153 = "stablehlo.subtract"(%3152, %3151) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3154 = "stablehlo.broadcast_in_dim"(%3153) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %3155 = "stablehlo.divide"(%3141, %3154) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3156 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3157 = "stablehlo.broadcast_in_dim"(%3156) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %3158 = "stablehlo.multiply"(%3157, %3155) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3159 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3160 = "stablehlo.power"(%3159, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3161 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3162 = "stablehlo.subtract"(%3161, %3160) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3163 = "stablehlo.broadcast_in_dim"(%3162) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %3164 = "stablehlo.divide"(%3149, %3163) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3165 = "stablehlo.sqrt"(%3164) : (tensor<128xf32>) -> tensor<128xf32>
    %3166 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %3167 = "stablehlo.broadcast_in_dim"(%3166) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %3168 = "stablehlo.add"(%3165, %3167) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3169 = "stablehlo.divide"(%3158, %3168) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3170 = "stablehlo.subtract"(%arg87, %3169) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3171 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3172 = "stablehlo.broadcast_in_dim"(%3171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %3173 = "stablehlo.multiply"(%3172, %arg288) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3174 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3175 = "stablehlo.broadcast_in_dim"(%3174) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %3176 = "stablehlo.multiply"(%3175, %arg188) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3177 = "stablehlo.add"(%3173, %3176) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3178 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3179 = "stablehlo.broadcast_in_dim"(%3178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %3180 = "stablehlo.multiply"(%3179, %arg388) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3181 = "chlo.square"(%arg188) : (tensor<10x10xf32>) -> tensor<10x10xf32>
    %3182 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3183 = "stablehlo.broadcast_in_dim"(%3182) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %3184 = "stablehlo.multiply"(%3183, %3181) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3185 = "stablehlo.add"(%3180, %3184) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3186 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3187 = "stablehlo.power"(%3186, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3188 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3189 = "stablehlo.subtract"(%3188, %3187) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3190 = "stablehlo.broadcast_in_dim"(%3189) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %3191 = "stablehlo.divide"(%3177, %3190) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3192 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3193 = "stablehlo.broadcast_in_dim"(%3192) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %3194 = "stablehlo.multiply"(%3193, %3191) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3195 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3196 = "stablehlo.power"(%3195, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3197 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3198 = "stablehlo.subtract"(%3197, %3196) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3199 = "stablehlo.broadcast_in_dim"(%3198) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %3200 = "stablehlo.divide"(%3185, %3199) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3201 = "stablehlo.sqrt"(%3200) : (tensor<10x10xf32>) -> tensor<10x10xf32>
    %3202 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %3203 = "stablehlo.broadcast_in_dim"(%3202) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %3204 = "stablehlo.add"(%3201, %3203) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3205 = "stablehlo.divide"(%3194, %3204) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3206 = "stablehlo.subtract"(%arg88, %3205) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3207 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3208 = "stablehlo.broadcast_in_dim"(%3207) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %3209 = "stablehlo.multiply"(%3208, %arg289) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3210 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3211 = "stablehlo.broadcast_in_dim"(%3210) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %3212 = "stablehlo.multiply"(%3211, %arg189) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3213 = "stablehlo.add"(%3209, %3212) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3214 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3215 = "stablehlo.broadcast_in_dim"(%3214) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %3216 = "stablehlo.multiply"(%3215, %arg389) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3217 = "chlo.square"(%arg189) : (tensor<7xf32>) -> tensor<7xf32>
    %3218 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3219 = "stablehlo.broadcast_in_dim"(%3218) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %3220 = "stablehlo.multiply"(%3219, %3217) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3221 = "stablehlo.add"(%3216, %3220) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3222 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3223 = "stablehlo.power"(%3222, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3224 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3225 = "stablehlo.subtract"(%3224, %3223) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3226 = "stablehlo.broadcast_in_dim"(%3225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %3227 = "stablehlo.divide"(%3213, %3226) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3228 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3229 = "stablehlo.broadcast_in_dim"(%3228) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %3230 = "stablehlo.multiply"(%3229, %3227) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3231 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3232 = "stablehlo.power"(%3231, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3233 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3234 = "stablehlo.subtract"(%3233, %3232) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3235 = "stablehlo.broadcast_in_dim"(%3234) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %3236 = "stablehlo.divide"(%3221, %3235) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3237 = "stablehlo.sqrt"(%3236) : (tensor<7xf32>) -> tensor<7xf32>
    %3238 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %3239 = "stablehlo.broadcast_in_dim"(%3238) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %3240 = "stablehlo.add"(%3237, %3239) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3241 = "stablehlo.divide"(%3230, %3240) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3242 = "stablehlo.subtract"(%arg89, %3241) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3243 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3244 = "stablehlo.broadcast_in_dim"(%3243) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %3245 = "stablehlo.multiply"(%3244, %arg290) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %3246 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3247 = "stablehlo.broadcast_in_dim"(%3246) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %3248 = "stablehlo.multiply"(%3247, %arg190) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %3249 = "stablehlo.add"(%3245, %3248) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %3250 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3251 = "stablehlo.broadcast_in_dim"(%3250) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %3252 = "stablehlo.multiply"(%3251, %arg390) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %3253 = "chlo.square"(%arg190) : (tensor<16xf32>) -> tensor<16xf32>
    %3254 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3255 = "stablehlo.broadcast_in_dim"(%3254) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %3256 = "stablehlo.multiply"(%3255, %3253) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %3257 = "stablehlo.add"(%3252, %3256) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %3258 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3259 = "stablehlo.power"(%3258, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3260 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3261 = "stablehlo.subtract"(%3260, %3259) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3262 = "stablehlo.broadcast_in_dim"(%3261) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %3263 = "stablehlo.divide"(%3249, %3262) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %3264 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3265 = "stablehlo.broadcast_in_dim"(%3264) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %3266 = "stablehlo.multiply"(%3265, %3263) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %3267 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3268 = "stablehlo.power"(%3267, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3269 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3270 = "stablehlo.subtract"(%3269, %3268) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3271 = "stablehlo.broadcast_in_dim"(%3270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %3272 = "stablehlo.divide"(%3257, %3271) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %3273 = "stablehlo.sqrt"(%3272) : (tensor<16xf32>) -> tensor<16xf32>
    %3274 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %3275 = "stablehlo.broadcast_in_dim"(%3274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %3276 = "stablehlo.add"(%3273, %3275) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %3277 = "stablehlo.divide"(%3266, %3276) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %3278 = "stablehlo.subtract"(%arg90, %3277) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %3279 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3280 = "stablehlo.broadcast_in_dim"(%3279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %3281 = "stablehlo.multiply"(%3280, %arg291) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3282 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3283 = "stablehlo.broadcast_in_dim"(%3282) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %3284 = "stablehlo.multiply"(%3283, %arg191) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3285 = "stablehlo.add"(%3281, %3284) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3286 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3287 = "stablehlo.broadcast_in_dim"(%3286) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %3288 = "stablehlo.multiply"(%3287, %arg391) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3289 = "chlo.square"(%arg191) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %3290 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3291 = "stablehlo.broadcast_in_dim"(%3290) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %3292 = "stablehlo.multiply"(%3291, %3289) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3293 = "stablehlo.add"(%3288, %3292) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3294 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3295 = "stablehlo.power"(%3294, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3296 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3297 = "stablehlo.subtract"(%3296, %3295) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3298 = "stablehlo.broadcast_in_dim"(%3297) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %3299 = "stablehlo.divide"(%3285, %3298) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3300 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3301 = "stablehlo.broadcast_in_dim"(%3300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %3302 = "stablehlo.multiply"(%3301, %3299) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3303 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3304 = "stablehlo.power"(%3303, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3305 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3306 = "stablehlo.subtract"(%3305, %3304) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3307 = "stablehlo.broadcast_in_dim"(%3306) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %3308 = "stablehlo.divide"(%3293, %3307) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3309 = "stablehlo.sqrt"(%3308) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %3310 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %3311 = "stablehlo.broadcast_in_dim"(%3310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %3312 = "stablehlo.add"(%3309, %3311) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3313 = "stablehlo.divide"(%3302, %3312) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3314 = "stablehlo.subtract"(%arg91, %3313) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3315 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3316 = "stablehlo.broadcast_in_dim"(%3315) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %3317 = "stablehlo.multiply"(%3316, %arg292) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %3318 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3319 = "stablehlo.broadcast_in_dim"(%3318) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %3320 = "stablehlo.multiply"(%3319, %arg192) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %3321 = "stablehlo.add"(%3317, %3320) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %3322 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3323 = "stablehlo.broadcast_in_dim"(%3322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %3324 = "stablehlo.multiply"(%3323, %arg392) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %3325 = "chlo.square"(%arg192) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %3326 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3327 = "stablehlo.broadcast_in_dim"(%3326) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %3328 = "stablehlo.multiply"(%3327, %3325) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %3329 = "stablehlo.add"(%3324, %3328) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %3330 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3331 = "stablehlo.power"(%3330, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3332 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3333 = "stablehlo.subtract"(%3332, %3331) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3334 = "stablehlo.broadcast_in_dim"(%3333) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %3335 = "stablehlo.divide"(%3321, %3334) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %3336 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3337 = "stablehlo.broadcast_in_dim"(%3336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %3338 = "stablehlo.multiply"(%3337, %3335) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %3339 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3340 = "stablehlo.power"(%3339, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3341 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3342 = "stablehlo.subtract"(%3341, %3340) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3343 = "stablehlo.broadcast_in_dim"(%3342) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %3344 = "stablehlo.divide"(%3329, %3343) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %3345 = "stablehlo.sqrt"(%3344) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %3346 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %3347 = "stablehlo.broadcast_in_dim"(%3346) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %3348 = "stablehlo.add"(%3345, %3347) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %3349 = "stablehlo.divide"(%3338, %3348) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %3350 = "stablehlo.subtract"(%arg92, %3349) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %3351 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3352 = "stablehlo.broadcast_in_dim"(%3351) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %3353 = "stablehlo.multiply"(%3352, %arg293) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %3354 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3355 = "stablehlo.broadcast_in_dim"(%3354) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %3356 = "stablehlo.multiply"(%3355, %arg193) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %3357 = "stablehlo.add"(%3353, %3356) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %3358 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3359 = "stablehlo.broadcast_in_dim"(%3358) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %3360 = "stablehlo.multiply"(%3359, %arg393) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %3361 = "chlo.square"(%arg193) : (tensor<32xf32>) -> tensor<32xf32>
    %3362 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3363 = "stablehlo.broadcast_in_dim"(%3362) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %3364 = "stablehlo.multiply"(%3363, %3361) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %3365 = "stablehlo.add"(%3360, %3364) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %3366 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3367 = "stablehlo.power"(%3366, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3368 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3369 = "stablehlo.subtract"(%3368, %3367) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3370 = "stablehlo.broadcast_in_dim"(%3369) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %3371 = "stablehlo.divide"(%3357, %3370) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %3372 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3373 = "stablehlo.broadcast_in_dim"(%3372) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %3374 = "stablehlo.multiply"(%3373, %3371) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %3375 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3376 = "stablehlo.power"(%3375, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3377 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3378 = "stablehlo.subtract"(%3377, %3376) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3379 = "stablehlo.broadcast_in_dim"(%3378) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %3380 = "stablehlo.divide"(%3365, %3379) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %3381 = "stablehlo.sqrt"(%3380) : (tensor<32xf32>) -> tensor<32xf32>
    %3382 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %3383 = "stablehlo.broadcast_in_dim"(%3382) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %3384 = "stablehlo.add"(%3381, %3383) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %3385 = "stablehlo.divide"(%3374, %3384) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %3386 = "stablehlo.subtract"(%arg93, %3385) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %3387 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3388 = "stablehlo.broadcast_in_dim"(%3387) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %3389 = "stablehlo.multiply"(%3388, %arg294) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3390 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3391 = "stablehlo.broadcast_in_dim"(%3390) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %3392 = "stablehlo.multiply"(%3391, %arg194) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3393 = "stablehlo.add"(%3389, %3392) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3394 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3395 = "stablehlo.broadcast_in_dim"(%3394) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %3396 = "stablehlo.multiply"(%3395, %arg394) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3397 = "chlo.square"(%arg194) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %3398 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3399 = "stablehlo.broadcast_in_dim"(%3398) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %3400 = "stablehlo.multiply"(%3399, %3397) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3401 = "stablehlo.add"(%3396, %3400) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3402 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3403 = "stablehlo.power"(%3402, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3404 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3405 = "stablehlo.subtract"(%3404, %3403) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3406 = "stablehlo.broadcast_in_dim"(%3405) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %3407 = "stablehlo.divide"(%3393, %3406) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3408 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3409 = "stablehlo.broadcast_in_dim"(%3408) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %3410 = "stablehlo.multiply"(%3409, %3407) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3411 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3412 = "stablehlo.power"(%3411, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3413 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3414 = "stablehlo.subtract"(%3413, %3412) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3415 = "stablehlo.broadcast_in_dim"(%3414) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %3416 = "stablehlo.divide"(%3401, %3415) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3417 = "stablehlo.sqrt"(%3416) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %3418 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %3419 = "stablehlo.broadcast_in_dim"(%3418) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %3420 = "stablehlo.add"(%3417, %3419) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3421 = "stablehlo.divide"(%3410, %3420) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3422 = "stablehlo.subtract"(%arg94, %3421) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %3423 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3424 = "stablehlo.broadcast_in_dim"(%3423) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3425 = "stablehlo.multiply"(%3424, %arg295) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3426 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3427 = "stablehlo.broadcast_in_dim"(%3426) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3428 = "stablehlo.multiply"(%3427, %arg195) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3429 = "stablehlo.add"(%3425, %3428) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3430 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3431 = "stablehlo.broadcast_in_dim"(%3430) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3432 = "stablehlo.multiply"(%3431, %arg395) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3433 = "chlo.square"(%arg195) : (tensor<64xf32>) -> tensor<64xf32>
    %3434 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3435 = "stablehlo.broadcast_in_dim"(%3434) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3436 = "stablehlo.multiply"(%3435, %3433) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3437 = "stablehlo.add"(%3432, %3436) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3438 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3439 = "stablehlo.power"(%3438, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3440 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3441 = "stablehlo.subtract"(%3440, %3439) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3442 = "stablehlo.broadcast_in_dim"(%3441) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3443 = "stablehlo.divide"(%3429, %3442) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3444 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3445 = "stablehlo.broadcast_in_dim"(%3444) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3446 = "stablehlo.multiply"(%3445, %3443) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3447 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3448 = "stablehlo.power"(%3447, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3449 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3450 = "stablehlo.subtract"(%3449, %3448) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3451 = "stablehlo.broadcast_in_dim"(%3450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3452 = "stablehlo.divide"(%3437, %3451) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3453 = "stablehlo.sqrt"(%3452) : (tensor<64xf32>) -> tensor<64xf32>
    %3454 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %3455 = "stablehlo.broadcast_in_dim"(%3454) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3456 = "stablehlo.add"(%3453, %3455) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3457 = "stablehlo.divide"(%3446, %3456) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3458 = "stablehlo.subtract"(%arg95, %3457) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3459 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3460 = "stablehlo.broadcast_in_dim"(%3459) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %3461 = "stablehlo.multiply"(%3460, %arg296) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3462 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3463 = "stablehlo.broadcast_in_dim"(%3462) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %3464 = "stablehlo.multiply"(%3463, %arg196) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3465 = "stablehlo.add"(%3461, %3464) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3466 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3467 = "stablehlo.broadcast_in_dim"(%3466) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %3468 = "stablehlo.multiply"(%3467, %arg396) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3469 = "chlo.square"(%arg196) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3470 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3471 = "stablehlo.broadcast_in_dim"(%3470) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %3472 = "stablehlo.multiply"(%3471, %3469) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3473 = "stablehlo.add"(%3468, %3472) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3474 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3475 = "stablehlo.power"(%3474, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3476 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3477 = "stablehlo.subtract"(%3476, %3475) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3478 = "stablehlo.broadcast_in_dim"(%3477) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %3479 = "stablehlo.divide"(%3465, %3478) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3480 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3481 = "stablehlo.broadcast_in_dim"(%3480) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %3482 = "stablehlo.multiply"(%3481, %3479) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3483 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3484 = "stablehlo.power"(%3483, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3485 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3486 = "stablehlo.subtract"(%3485, %3484) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3487 = "stablehlo.broadcast_in_dim"(%3486) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %3488 = "stablehlo.divide"(%3473, %3487) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3489 = "stablehlo.sqrt"(%3488) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3490 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %3491 = "stablehlo.broadcast_in_dim"(%3490) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %3492 = "stablehlo.add"(%3489, %3491) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3493 = "stablehlo.divide"(%3482, %3492) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3494 = "stablehlo.subtract"(%arg96, %3493) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %3495 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3496 = "stablehlo.broadcast_in_dim"(%3495) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %3497 = "stablehlo.multiply"(%3496, %arg297) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3498 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3499 = "stablehlo.broadcast_in_dim"(%3498) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %3500 = "stablehlo.multiply"(%3499, %arg197) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3501 = "stablehlo.add"(%3497, %3500) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3502 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3503 = "stablehlo.broadcast_in_dim"(%3502) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %3504 = "stablehlo.multiply"(%3503, %arg397) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3505 = "chlo.square"(%arg197) : (tensor<128xf32>) -> tensor<128xf32>
    %3506 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3507 = "stablehlo.broadcast_in_dim"(%3506) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %3508 = "stablehlo.multiply"(%3507, %3505) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3509 = "stablehlo.add"(%3504, %3508) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3510 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3511 = "stablehlo.power"(%3510, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3512 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3513 = "stablehlo.subtract"(%3512, %3511) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3514 = "stablehlo.broadcast_in_dim"(%3513) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %3515 = "stablehlo.divide"(%3501, %3514) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3516 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3517 = "stablehlo.broadcast_in_dim"(%3516) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %3518 = "stablehlo.multiply"(%3517, %3515) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3519 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3520 = "stablehlo.power"(%3519, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3521 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3522 = "stablehlo.subtract"(%3521, %3520) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3523 = "stablehlo.broadcast_in_dim"(%3522) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %3524 = "stablehlo.divide"(%3509, %3523) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3525 = "stablehlo.sqrt"(%3524) : (tensor<128xf32>) -> tensor<128xf32>
    %3526 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %3527 = "stablehlo.broadcast_in_dim"(%3526) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %3528 = "stablehlo.add"(%3525, %3527) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3529 = "stablehlo.divide"(%3518, %3528) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3530 = "stablehlo.subtract"(%arg97, %3529) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %3531 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3532 = "stablehlo.broadcast_in_dim"(%3531) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %3533 = "stablehlo.multiply"(%3532, %arg298) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3534 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3535 = "stablehlo.broadcast_in_dim"(%3534) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %3536 = "stablehlo.multiply"(%3535, %arg198) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3537 = "stablehlo.add"(%3533, %3536) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3538 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3539 = "stablehlo.broadcast_in_dim"(%3538) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %3540 = "stablehlo.multiply"(%3539, %arg398) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3541 = "chlo.square"(%arg198) : (tensor<10x10xf32>) -> tensor<10x10xf32>
    %3542 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3543 = "stablehlo.broadcast_in_dim"(%3542) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %3544 = "stablehlo.multiply"(%3543, %3541) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3545 = "stablehlo.add"(%3540, %3544) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3546 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3547 = "stablehlo.power"(%3546, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3548 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3549 = "stablehlo.subtract"(%3548, %3547) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3550 = "stablehlo.broadcast_in_dim"(%3549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %3551 = "stablehlo.divide"(%3537, %3550) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3552 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3553 = "stablehlo.broadcast_in_dim"(%3552) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %3554 = "stablehlo.multiply"(%3553, %3551) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3555 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3556 = "stablehlo.power"(%3555, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3557 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3558 = "stablehlo.subtract"(%3557, %3556) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3559 = "stablehlo.broadcast_in_dim"(%3558) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %3560 = "stablehlo.divide"(%3545, %3559) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3561 = "stablehlo.sqrt"(%3560) : (tensor<10x10xf32>) -> tensor<10x10xf32>
    %3562 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %3563 = "stablehlo.broadcast_in_dim"(%3562) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x10xf32>
    %3564 = "stablehlo.add"(%3561, %3563) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3565 = "stablehlo.divide"(%3554, %3564) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3566 = "stablehlo.subtract"(%arg98, %3565) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %3567 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3568 = "stablehlo.broadcast_in_dim"(%3567) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %3569 = "stablehlo.multiply"(%3568, %arg299) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3570 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3571 = "stablehlo.broadcast_in_dim"(%3570) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %3572 = "stablehlo.multiply"(%3571, %arg199) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3573 = "stablehlo.add"(%3569, %3572) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3574 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3575 = "stablehlo.broadcast_in_dim"(%3574) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %3576 = "stablehlo.multiply"(%3575, %arg399) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3577 = "chlo.square"(%arg199) : (tensor<7xf32>) -> tensor<7xf32>
    %3578 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3579 = "stablehlo.broadcast_in_dim"(%3578) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %3580 = "stablehlo.multiply"(%3579, %3577) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3581 = "stablehlo.add"(%3576, %3580) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3582 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %3583 = "stablehlo.power"(%3582, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3584 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3585 = "stablehlo.subtract"(%3584, %3583) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3586 = "stablehlo.broadcast_in_dim"(%3585) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %3587 = "stablehlo.divide"(%3573, %3586) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3588 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %3589 = "stablehlo.broadcast_in_dim"(%3588) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %3590 = "stablehlo.multiply"(%3589, %3587) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3591 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3592 = "stablehlo.power"(%3591, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3593 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3594 = "stablehlo.subtract"(%3593, %3592) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3595 = "stablehlo.broadcast_in_dim"(%3594) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %3596 = "stablehlo.divide"(%3581, %3595) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3597 = "stablehlo.sqrt"(%3596) : (tensor<7xf32>) -> tensor<7xf32>
    %3598 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %3599 = "stablehlo.broadcast_in_dim"(%3598) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %3600 = "stablehlo.add"(%3597, %3599) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3601 = "stablehlo.divide"(%3590, %3600) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3602 = "stablehlo.subtract"(%arg99, %3601) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3603 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %3604 = "stablehlo.add"(%arg400, %3603) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%38, %74, %110, %146, %182, %218, %254, %290, %326, %362, %398, %434, %470, %506, %542, %578, %614, %650, %686, %722, %758, %794, %830, %866, %902, %938, %974, %1010, %1046, %1082, %1118, %1154, %1190, %1226, %1262, %1298, %1334, %1370, %1406, %1442, %1478, %1514, %1550, %1586, %1622, %1658, %1694, %1730, %1766, %1802, %1838, %1874, %1910, %1946, %1982, %2018, %2054, %2090, %2126, %2162, %2198, %2234, %2270, %2306, %2342, %2378, %2414, %2450, %2486, %2522, %2558, %2594, %2630, %2666, %2702, %2738, %2774, %2810, %2846, %2882, %2918, %2954, %2990, %3026, %3062, %3098, %3134, %3170, %3206, %3242, %3278, %3314, %3350, %3386, %3422, %3458, %3494, %3530, %3566, %3602, %9, %45, %81, %117, %153, %189, %225, %261, %297, %333, %369, %405, %441, %477, %513, %549, %585, %621, %657, %693, %729, %765, %801, %837, %873, %909, %945, %981, %1017, %1053, %1089, %1125, %1161, %1197, %1233, %1269, %1305, %1341, %1377, %1413, %1449, %1485, %1521, %1557, %1593, %1629, %1665, %1701, %1737, %1773, %1809, %1845, %1881, %1917, %1953, %1989, %2025, %2061, %2097, %2133, %2169, %2205, %2241, %2277, %2313, %2349, %2385, %2421, %2457, %2493, %2529, %2565, %2601, %2637, %2673, %2709, %2745, %2781, %2817, %2853, %2889, %2925, %2961, %2997, %3033, %3069, %3105, %3141, %3177, %3213, %3249, %3285, %3321, %3357, %3393, %3429, %3465, %3501, %3537, %3573, %17, %53, %89, %125, %161, %197, %233, %269, %305, %341, %377, %413, %449, %485, %521, %557, %593, %629, %665, %701, %737, %773, %809, %845, %881, %917, %953, %989, %1025, %1061, %1097, %1133, %1169, %1205, %1241, %1277, %1313, %1349, %1385, %1421, %1457, %1493, %1529, %1565, %1601, %1637, %1673, %1709, %1745, %1781, %1817, %1853, %1889, %1925, %1961, %1997, %2033, %2069, %2105, %2141, %2177, %2213, %2249, %2285, %2321, %2357, %2393, %2429, %2465, %2501, %2537, %2573, %2609, %2645, %2681, %2717, %2753, %2789, %2825, %2861, %2897, %2933, %2969, %3005, %3041, %3077, %3113, %3149, %3185, %3221, %3257, %3293, %3329, %3365, %3401, %3437, %3473, %3509, %3545, %3581, %3604) : (tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
