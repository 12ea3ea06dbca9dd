module @jit_adam_many_params attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<8x8xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<4x16xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<3x5xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<64xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<2x3x4xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<128xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<10x10xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<7xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<16xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<8x8xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<4x16xf32> {tf.aliasing_output = 12 : i32}, %arg13: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<3x5xf32> {tf.aliasing_output = 14 : i32}, %arg15: tensor<64xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<2x3x4xf32> {tf.aliasing_output = 16 : i32}, %arg17: tensor<128xf32> {tf.aliasing_output = 17 : i32}, %arg18: tensor<10x10xf32> {tf.aliasing_output = 18 : i32}, %arg19: tensor<7xf32> {tf.aliasing_output = 19 : i32}, %arg20: tensor<16xf32> {tf.aliasing_output = 20 : i32}, %arg21: tensor<8x8xf32> {tf.aliasing_output = 21 : i32}, %arg22: tensor<4x16xf32> {tf.aliasing_output = 22 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg24: tensor<3x5xf32> {tf.aliasing_output = 24 : i32}, %arg25: tensor<64xf32> {tf.aliasing_output = 25 : i32}, %arg26: tensor<2x3x4xf32> {tf.aliasing_output = 26 : i32}, %arg27: tensor<128xf32> {tf.aliasing_output = 27 : i32}, %arg28: tensor<10x10xf32> {tf.aliasing_output = 28 : i32}, %arg29: tensor<7xf32> {tf.aliasing_output = 29 : i32}, %arg30: tensor<16xf32> {tf.aliasing_output = 30 : i32}, %arg31: tensor<8x8xf32> {tf.aliasing_output = 31 : i32}, %arg32: tensor<4x16xf32> {tf.aliasing_output = 32 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg34: tensor<3x5xf32> {tf.aliasing_output = 34 : i32}, %arg35: tensor<64xf32> {tf.aliasing_output = 35 : i32}, %arg36: tensor<2x3x4xf32> {tf.aliasing_output = 36 : i32}, %arg37: tensor<128xf32> {tf.aliasing_output = 37 : i32}, %arg38: tensor<10x10xf32> {tf.aliasing_output = 38 : i32}, %arg39: tensor<7xf32> {tf.aliasing_output = 39 : i32}, %arg40: tensor<16xf32> {tf.aliasing_output = 40 : i32}, %arg41: tensor<8x8xf32> {tf.aliasing_output = 41 : i32}, %arg42: tensor<4x16xf32> {tf.aliasing_output = 42 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 43 : i32}, %arg44: tensor<3x5xf32> {tf.aliasing_output = 44 : i32}, %arg45: tensor<64xf32> {tf.aliasing_output = 45 : i32}, %arg46: tensor<2x3x4xf32> {tf.aliasing_output = 46 : i32}, %arg47: tensor<128xf32> {tf.aliasing_output = 47 : i32}, %arg48: tensor<10x10xf32> {tf.aliasing_output = 48 : i32}, %arg49: tensor<7xf32> {tf.aliasing_output = 49 : i32}, %arg50: tensor<16xf32> {tf.aliasing_output = 50 : i32}, %arg51: tensor<8x8xf32> {tf.aliasing_output = 51 : i32}, %arg52: tensor<4x16xf32> {tf.aliasing_output = 52 : i32}, %arg53: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg54: tensor<3x5xf32> {tf.aliasing_output = 54 : i32}, %arg55: tensor<64xf32> {tf.aliasing_output = 55 : i32}, %arg56: tensor<2x3x4xf32> {tf.aliasing_output = 56 : i32}, %arg57: tensor<128xf32> {tf.aliasing_output = 57 : i32}, %arg58: tensor<10x10xf32> {tf.aliasing_output = 58 : i32}, %arg59: tensor<7xf32> {tf.aliasing_output = 59 : i32}, %arg60: tensor<16xf32> {tf.aliasing_output = 60 : i32}, %arg61: tensor<8x8xf32> {tf.aliasing_output = 61 : i32}, %arg62: tensor<4x16xf32> {tf.aliasing_output = 62 : i32}, %arg63: tensor<32xf32> {tf.aliasing_output = 63 : i32}, %arg64: tensor<3x5xf32> {tf.aliasing_output = 64 : i32}, %arg65: tensor<64xf32> {tf.aliasing_output = 65 : i32}, %arg66: tensor<2x3x4xf32> {tf.aliasing_output = 66 : i32}, %arg67: tensor<128xf32> {tf.aliasing_output = 67 : i32}, %arg68: tensor<10x10xf32> {tf.aliasing_output = 68 : i32}, %arg69: tensor<7xf32> {tf.aliasing_output = 69 : i32}, %arg70: tensor<16xf32> {tf.aliasing_output = 70 : i32}, %arg71: tensor<8x8xf32> {tf.aliasing_output = 71 : i32}, %arg72: tensor<4x16xf32> {tf.aliasing_output = 72 : i32}, %arg73: tensor<32xf32> {tf.aliasing_output = 73 : i32}, %arg74: tensor<3x5xf32> {tf.aliasing_output = 74 : i32}, %arg75: tensor<64xf32> {tf.aliasing_output = 75 : i32}, %arg76: tensor<2x3x4xf32> {tf.aliasing_output = 76 : i32}, %arg77: tensor<128xf32> {tf.aliasing_output = 77 : i32}, %arg78: tensor<10x10xf32> {tf.aliasing_output = 78 : i32}, %arg79: tensor<7xf32> {tf.aliasing_output = 79 : i32}, %arg80: tensor<16xf32> {tf.aliasing_output = 80 : i32}, %arg81: tensor<8x8xf32> {tf.aliasing_output = 81 : i32}, %arg82: tensor<4x16xf32> {tf.aliasing_output = 82 : i32}, %arg83: tensor<32xf32> {tf.aliasing_output = 83 : i32}, %arg84: tensor<3x5xf32> {tf.aliasing_output = 84 : i32}, %arg85: tensor<64xf32> {tf.aliasing_output = 85 : i32}, %arg86: tensor<2x3x4xf32> {tf.aliasing_output = 86 : i32}, %arg87: tensor<128xf32> {tf.aliasing_output = 87 : i32}, %arg88: tensor<10x10xf32> {tf.aliasing_output = 88 : i32}, %arg89: tensor<7xf32> {tf.aliasing_output = 89 : i32}, %arg90: tensor<16xf32> {tf.aliasing_output = 90 : i32}, %arg91: tensor<8x8xf32> {tf.aliasing_output = 91 : i32}, %arg92: tensor<4x16xf32> {tf.aliasing_output = 92 : i32}, %arg93: tensor<32xf32> {tf.aliasing_output = 93 : i32}, %arg94: tensor<3x5xf32> {tf.aliasing_output = 94 : i32}, %arg95: tensor<64xf32> {tf.aliasing_output = 95 : i32}, %arg96: tensor<2x3x4xf32> {tf.aliasing_output = 96 : i32}, %arg97: tensor<128xf32> {tf.aliasing_output = 97 : i32}, %arg98: tensor<10x10xf32> {tf.aliasing_output = 98 : i32}, %arg99: tensor<7xf32> {tf.aliasing_output = 99 : i32}, %arg100: tensor<16xf32>, %arg101: tensor<8x8xf32>, %arg102: tensor<4x16xf32>, %arg103: tensor<32xf32>, %arg104: tensor<3x5xf32>, %arg105: tensor<64xf32>, %arg106: tensor<2x3x4xf32>, %arg107: tensor<128xf32>, %arg108: tensor<10x10xf32>, %arg109: tensor<7xf32>, %arg110: tensor<16xf32>, %arg111: tensor<8x8xf32>, %arg112: tensor<4x16xf32>, %arg113: tensor<32xf32>, %arg114: tensor<3x5xf32>, %arg115: tensor<64xf32>, %arg116: tensor<2x3x4xf32>, %arg117: tensor<128xf32>, %arg118: tensor<10x10xf32>, %arg119: tensor<7xf32>, %arg120: tensor<16xf32>, %arg121: tensor<8x8xf32>, %arg122: tensor<4x16xf32>, %arg123: tensor<32xf32>, %arg124: tensor<3x5xf32>, %arg125: tensor<64xf32>, %arg126: tensor<2x3x4xf32>, %arg127: tensor<128xf32>, %arg128: tensor<10x10xf32>, %arg129: tensor<7xf32>, %arg130: tensor<16xf32>, %arg131: tensor<8x8xf32>, %arg132: tensor<4x16xf32>, %arg133: tensor<32xf32>, %arg134: tensor<3x5xf32>, %arg135: tensor<64xf32>, %arg136: tensor<2x3x4xf32>, %arg137: tensor<128xf32>, %arg138: tensor<10x10xf32>, %arg139: tensor<7xf32>, %arg140: tensor<16xf32>, %arg141: tensor<8x8xf32>, %arg142: tensor<4x16xf32>, %arg143: tensor<32xf32>, %arg144: tensor<3x5xf32>, %arg145: tensor<64xf32>, %arg146: tensor<2x3x4xf32>, %arg147: tensor<128xf32>, %arg148: tensor<10x10xf32>, %arg149: tensor<7xf32>, %arg150: tensor<16xf32>, %arg151: tensor<8x8xf32>, %arg152: tensor<4x16xf32>, %arg153: tensor<32xf32>, %arg154: tensor<3x5xf32>, %arg155: tensor<64xf32>, %arg156: tensor<2x3x4xf32>, %arg157: tensor<128xf32>, %arg158: tensor<10x10xf32>, %arg159: tensor<7xf32>, %arg160: tensor<16xf32>, %arg161: tensor<8x8xf32>, %arg162: tensor<4x16xf32>, %arg163: tensor<32xf32>, %arg164: tensor<3x5xf32>, %arg165: tensor<64xf32>, %arg166: tensor<2x3x4xf32>, %arg167: tensor<128xf32>, %arg168: tensor<10x10xf32>, %arg169: tensor<7xf32>, %arg170: tensor<16xf32>, %arg171: tensor<8x8xf32>, %arg172: tensor<4x16xf32>, %arg173: tensor<32xf32>, %arg174: tensor<3x5xf32>, %arg175: tensor<64xf32>, %arg176: tensor<2x3x4xf32>, %arg177: tensor<128xf32>, %arg178: tensor<10x10xf32>, %arg179: tensor<7xf32>, %arg180: tensor<16xf32>, %arg181: tensor<8x8xf32>, %arg182: tensor<4x16xf32>, %arg183: tensor<32xf32>, %arg184: tensor<3x5xf32>, %arg185: tensor<64xf32>, %arg186: tensor<2x3x4xf32>, %arg187: tensor<128xf32>, %arg188: tensor<10x10xf32>, %arg189: tensor<7xf32>, %arg190: tensor<16xf32>, %arg191: tensor<8x8xf32>, %arg192: tensor<4x16xf32>, %arg193: tensor<32xf32>, %arg194: tensor<3x5xf32>, %arg195: tensor<64xf32>, %arg196: tensor<2x3x4xf32>, %arg197: tensor<128xf32>, %arg198: tensor<10x10xf32>, %arg199: tensor<7xf32>, %arg200: tensor<16xf32> {tf.aliasing_output = 100 : i32}, %arg201: tensor<8x8xf32> {tf.aliasing_output = 101 : i32}, %arg202: tensor<4x16xf32> {tf.aliasing_output = 102 : i32}, %arg203: tensor<32xf32> {tf.aliasing_output = 103 : i32}, %arg204: tensor<3x5xf32> {tf.aliasing_output = 104 : i32}, %arg205: tensor<64xf32> {tf.aliasing_output = 105 : i32}, %arg206: tensor<2x3x4xf32> {tf.aliasing_output = 106 : i32}, %arg207: tensor<128xf32> {tf.aliasing_output = 107 : i32}, %arg208: tensor<10x10xf32> {tf.aliasing_output = 108 : i32}, %arg209: tensor<7xf32> {tf.aliasing_output = 109 : i32}, %arg210: tensor<16xf32> {tf.aliasing_output = 110 : i32}, %arg211: tensor<8x8xf32> {tf.aliasing_output = 111 : i32}, %arg212: tensor<4x16xf32> {tf.aliasing_output = 112 : i32}, %arg213: tensor<32xf32> {tf.aliasing_output = 113 : i32}, %arg214: tensor<3x5xf32> {tf.aliasing_output = 114 : i32}, %arg215: tensor<64xf32> {tf.aliasing_output = 115 : i32}, %arg216: tensor<2x3x4xf32> {tf.aliasing_output = 116 : i32}, %arg217: tensor<128xf32> {tf.aliasing_output = 117 : i32}, %arg218: tensor<10x10xf32> {tf.aliasing_output = 118 : i32}, %arg219: tensor<7xf32> {tf.aliasing_output = 119 : i32}, %arg220: tensor<16xf32> {tf.aliasing_output = 120 : i32}, %arg221: tensor<8x8xf32> {tf.aliasing_output = 121 : i32}, %arg222: tensor<4x16xf32> {tf.aliasing_output = 122 : i32}, %arg223: tensor<32xf32> {tf.aliasing_output = 123 : i32}, %arg224: tensor<3x5xf32> {tf.aliasing_output = 124 : i32}, %arg225: tensor<64xf32> {tf.aliasing_output = 125 : i32}, %arg226: tensor<2x3x4xf32> {tf.aliasing_output = 126 : i32}, %arg227: tensor<128xf32> {tf.aliasing_output = 127 : i32}, %arg228: tensor<10x10xf32> {tf.aliasing_output = 128 : i32}, %arg229: tensor<7xf32> {tf.aliasing_output = 129 : i32}, %arg230: tensor<16xf32> {tf.aliasing_output = 130 : i32}, %arg231: tensor<8x8xf32> {tf.aliasing_output = 131 : i32}, %arg232: tensor<4x16xf32> {tf.aliasing_output = 132 : i32}, %arg233: tensor<32xf32> {tf.aliasing_output = 133 : i32}, %arg234: tensor<3x5xf32> {tf.aliasing_output = 134 : i32}, %arg235: tensor<64xf32> {tf.aliasing_output = 135 : i32}, %arg236: tensor<2x3x4xf32> {tf.aliasing_output = 136 : i32}, %arg237: tensor<128xf32> {tf.aliasing_output = 137 : i32}, %arg238: tensor<10x10xf32> {tf.aliasing_output = 138 : i32}, %arg239: tensor<7xf32> {tf.aliasing_output = 139 : i32}, %arg240: tensor<16xf32> {tf.aliasing_output = 140 : i32}, %arg241: tensor<8x8xf32> {tf.aliasing_output = 141 : i32}, %arg242: tensor<4x16xf32> {tf.aliasing_output = 142 : i32}, %arg243: tensor<32xf32> {tf.aliasing_output = 143 : i32}, %arg244: tensor<3x5xf32> {tf.aliasing_output = 144 : i32}, %arg245: tensor<64xf32> {tf.aliasing_output = 145 : i32}, %arg246: tensor<2x3x4xf32> {tf.aliasing_output = 146 : i32}, %arg247: tensor<128xf32> {tf.aliasing_output = 147 : i32}, %arg248: tensor<10x10xf32> {tf.aliasing_output = 148 : i32}, %arg249: tensor<7xf32> {tf.aliasing_output = 149 : i32}, %arg250: tensor<16xf32> {tf.aliasing_output = 150 : i32}, %arg251: tensor<8x8xf32> {tf.aliasing_output = 151 : i32}, %arg252: tensor<4x16xf32> {tf.aliasing_output = 152 : i32}, %arg253: tensor<32xf32> {tf.aliasing_output = 153 : i32}, %arg254: tensor<3x5xf32> {tf.aliasing_output = 154 : i32}, %arg255: tensor<64xf32> {tf.aliasing_output = 155 : i32}, %arg256: tensor<2x3x4xf32> {tf.aliasing_output = 156 : i32}, %arg257: tensor<128xf32> {tf.aliasing_output = 157 : i32}, %arg258: tensor<10x10xf32> {tf.aliasing_output = 158 : i32}, %arg259: tensor<7xf32> {tf.aliasing_output = 159 : i32}, %arg260: tensor<16xf32> {tf.aliasing_output = 160 : i32}, %arg261: tensor<8x8xf32> {tf.aliasing_output = 161 : i32}, %arg262: tensor<4x16xf32> {tf.aliasing_output = 162 : i32}, %arg263: tensor<32xf32> {tf.aliasing_output = 163 : i32}, %arg264: tensor<3x5xf32> {tf.aliasing_output = 164 : i32}, %arg265: tensor<64xf32> {tf.aliasing_output = 165 : i32}, %arg266: tensor<2x3x4xf32> {tf.aliasing_output = 166 : i32}, %arg267: tensor<128xf32> {tf.aliasing_output = 167 : i32}, %arg268: tensor<10x10xf32> {tf.aliasing_output = 168 : i32}, %arg269: tensor<7xf32> {tf.aliasing_output = 169 : i32}, %arg270: tensor<16xf32> {tf.aliasing_output = 170 : i32}, %arg271: tensor<8x8xf32> {tf.aliasing_output = 171 : i32}, %arg272: tensor<4x16xf32> {tf.aliasing_output = 172 : i32}, %arg273: tensor<32xf32> {tf.aliasing_output = 173 : i32}, %arg274: tensor<3x5xf32> {tf.aliasing_output = 174 : i32}, %arg275: tensor<64xf32> {tf.aliasing_output = 175 : i32}, %arg276: tensor<2x3x4xf32> {tf.aliasing_output = 176 : i32}, %arg277: tensor<128xf32> {tf.aliasing_output = 177 : i32}, %arg278: tensor<10x10xf32> {tf.aliasing_output = 178 : i32}, %arg279: tensor<7xf32> {tf.aliasing_output = 179 : i32}, %arg280: tensor<16xf32> {tf.aliasing_output = 180 : i32}, %arg281: tensor<8x8xf32> {tf.aliasing_output = 181 : i32}, %arg282: tensor<4x16xf32> {tf.aliasing_output = 182 : i32}, %arg283: tensor<32xf32> {tf.aliasing_output = 183 : i32}, %arg284: tensor<3x5xf32> {tf.aliasing_output = 184 : i32}, %arg285: tensor<64xf32> {tf.aliasing_output = 185 : i32}, %arg286: tensor<2x3x4xf32> {tf.aliasing_output = 186 : i32}, %arg287: tensor<128xf32> {tf.aliasing_output = 187 : i32}, %arg288: tensor<10x10xf32> {tf.aliasing_output = 188 : i32}, %arg289: tensor<7xf32> {tf.aliasing_output = 189 : i32}, %arg290: tensor<16xf32> {tf.aliasing_output = 190 : i32}, %arg291: tensor<8x8xf32> {tf.aliasing_output = 191 : i32}, %arg292: tensor<4x16xf32> {tf.aliasing_output = 192 : i32}, %arg293: tensor<32xf32> {tf.aliasing_output = 193 : i32}, %arg294: tensor<3x5xf32> {tf.aliasing_output = 194 : i32}, %arg295: tensor<64xf32> {tf.aliasing_output = 195 : i32}, %arg296: tensor<2x3x4xf32> {tf.aliasing_output = 196 : i32}, %arg297: tensor<128xf32> {tf.aliasing_output = 197 : i32}, %arg298: tensor<10x10xf32> {tf.aliasing_output = 198 : i32}, %arg299: tensor<7xf32> {tf.aliasing_output = 199 : i32}, %arg300: tensor<16xf32> {tf.aliasing_output = 200 : i32}, %arg301: tensor<8x8xf32> {tf.aliasing_output = 201 : i32}, %arg302: tensor<4x16xf32> {tf.aliasing_output = 202 : i32}, %arg303: tensor<32xf32> {tf.aliasing_output = 203 : i32}, %arg304: tensor<3x5xf32> {tf.aliasing_output = 204 : i32}, %arg305: tensor<64xf32> {tf.aliasing_output = 205 : i32}, %arg306: tensor<2x3x4xf32> {tf.aliasing_output = 206 : i32}, %arg307: tensor<128xf32> {tf.aliasing_output = 207 : i32}, %arg308: tensor<10x10xf32> {tf.aliasing_output = 208 : i32}, %arg309: tensor<7xf32> {tf.aliasing_output = 209 : i32}, %arg310: tensor<16xf32> {tf.aliasing_output = 210 : i32}, %arg311: tensor<8x8xf32> {tf.aliasing_output = 211 : i32}, %arg312: tensor<4x16xf32> {tf.aliasing_output = 212 : i32}, %arg313: tensor<32xf32> {tf.aliasing_output = 213 : i32}, %arg314: tensor<3x5xf32> {tf.aliasing_output = 214 : i32}, %arg315: tensor<64xf32> {tf.aliasing_output = 215 : i32}, %arg316: tensor<2x3x4xf32> {tf.aliasing_output = 216 : i32}, %arg317: tensor<128xf32> {tf.aliasing_output = 217 : i32}, %arg318: tensor<10x10xf32> {tf.aliasing_output = 218 : i32}, %arg319: tensor<7xf32> {tf.aliasing_output = 219 : i32}, %arg320: tensor<16xf32> {tf.aliasing_output = 220 : i32}, %arg321: tensor<8x8xf32> {tf.aliasing_output = 221 : i32}, %arg322: tensor<4x16xf32> {tf.aliasing_output = 222 : i32}, %arg323: tensor<32xf32> {tf.aliasing_output = 223 : i32}, %arg324: tensor<3x5xf32> {tf.aliasing_output = 224 : i32}, %arg325: tensor<64xf32> {tf.aliasing_output = 225 : i32}, %arg326: tensor<2x3x4xf32> {tf.aliasing_output = 226 : i32}, %arg327: tensor<128xf32> {tf.aliasing_output = 227 : i32}, %arg328: tensor<10x10xf32> {tf.aliasing_output = 228 : i32}, %arg329: tensor<7xf32> {tf.aliasing_output = 229 : i32}, %arg330: tensor<16xf32> {tf.aliasing_output = 230 : i32}, %arg331: tensor<8x8xf32> {tf.aliasing_output = 231 : i32}, %arg332: tensor<4x16xf32> {tf.aliasing_output = 232 : i32}, %arg333: tensor<32xf32> {tf.aliasing_output = 233 : i32}, %arg334: tensor<3x5xf32> {tf.aliasing_output = 234 : i32}, %arg335: tensor<64xf32> {tf.aliasing_output = 235 : i32}, %arg336: tensor<2x3x4xf32> {tf.aliasing_output = 236 : i32}, %arg337: tensor<128xf32> {tf.aliasing_output = 237 : i32}, %arg338: tensor<10x10xf32> {tf.aliasing_output = 238 : i32}, %arg339: tensor<7xf32> {tf.aliasing_output = 239 : i32}, %arg340: tensor<16xf32> {tf.aliasing_output = 240 : i32}, %arg341: tensor<8x8xf32> {tf.aliasing_output = 241 : i32}, %arg342: tensor<4x16xf32> {tf.aliasing_output = 242 : i32}, %arg343: tensor<32xf32> {tf.aliasing_output = 243 : i32}, %arg344: tensor<3x5xf32> {tf.aliasing_output = 244 : i32}, %arg345: tensor<64xf32> {tf.aliasing_output = 245 : i32}, %arg346: tensor<2x3x4xf32> {tf.aliasing_output = 246 : i32}, %arg347: tensor<128xf32> {tf.aliasing_output = 247 : i32}, %arg348: tensor<10x10xf32> {tf.aliasing_output = 248 : i32}, %arg349: tensor<7xf32> {tf.aliasing_output = 249 : i32}, %arg350: tensor<16xf32> {tf.aliasing_output = 250 : i32}, %arg351: tensor<8x8xf32> {tf.aliasing_output = 251 : i32}, %arg352: tensor<4x16xf32> {tf.aliasing_output = 252 : i32}, %arg353: tensor<32xf32> {tf.aliasing_output = 253 : i32}, %arg354: tensor<3x5xf32> {tf.aliasing_output = 254 : i32}, %arg355: tensor<64xf32> {tf.aliasing_output = 255 : i32}, %arg356: tensor<2x3x4xf32> {tf.aliasing_output = 256 : i32}, %arg357: tensor<128xf32> {tf.aliasing_output = 257 : i32}, %arg358: tensor<10x10xf32> {tf.aliasing_output = 258 : i32}, %arg359: tensor<7xf32> {tf.aliasing_output = 259 : i32}, %arg360: tensor<16xf32> {tf.aliasing_output = 260 : i32}, %arg361: tensor<8x8xf32> {tf.aliasing_output = 261 : i32}, %arg362: tensor<4x16xf32> {tf.aliasing_output = 262 : i32}, %arg363: tensor<32xf32> {tf.aliasing_output = 263 : i32}, %arg364: tensor<3x5xf32> {tf.aliasing_output = 264 : i32}, %arg365: tensor<64xf32> {tf.aliasing_output = 265 : i32}, %arg366: tensor<2x3x4xf32> {tf.aliasing_output = 266 : i32}, %arg367: tensor<128xf32> {tf.aliasing_output = 267 : i32}, %arg368: tensor<10x10xf32> {tf.aliasing_output = 268 : i32}, %arg369: tensor<7xf32> {tf.aliasing_output = 269 : i32}, %arg370: tensor<16xf32> {tf.aliasing_output = 270 : i32}, %arg371: tensor<8x8xf32> {tf.aliasing_output = 271 : i32}, %arg372: tensor<4x16xf32> {tf.aliasing_output = 272 : i32}, %arg373: tensor<32xf32> {tf.aliasing_output = 273 : i32}, %arg374: tensor<3x5xf32> {tf.aliasing_output = 274 : i32}, %arg375: tensor<64xf32> {tf.aliasing_output = 275 : i32}, %arg376: tensor<2x3x4xf32> {tf.aliasing_output = 276 : i32}, %arg377: tensor<128xf32> {tf.aliasing_output = 277 : i32}, %arg378: tensor<10x10xf32> {tf.aliasing_output = 278 : i32}, %arg379: tensor<7xf32> {tf.aliasing_output = 279 : i32}, %arg380: tensor<16xf32> {tf.aliasing_output = 280 : i32}, %arg381: tensor<8x8xf32> {tf.aliasing_output = 281 : i32}, %arg382: tensor<4x16xf32> {tf.aliasing_output = 282 : i32}, %arg383: tensor<32xf32> {tf.aliasing_output = 283 : i32}, %arg384: tensor<3x5xf32> {tf.aliasing_output = 284 : i32}, %arg385: tensor<64xf32> {tf.aliasing_output = 285 : i32}, %arg386: tensor<2x3x4xf32> {tf.aliasing_output = 286 : i32}, %arg387: tensor<128xf32> {tf.aliasing_output = 287 : i32}, %arg388: tensor<10x10xf32> {tf.aliasing_output = 288 : i32}, %arg389: tensor<7xf32> {tf.aliasing_output = 289 : i32}, %arg390: tensor<16xf32> {tf.aliasing_output = 290 : i32}, %arg391: tensor<8x8xf32> {tf.aliasing_output = 291 : i32}, %arg392: tensor<4x16xf32> {tf.aliasing_output = 292 : i32}, %arg393: tensor<32xf32> {tf.aliasing_output = 293 : i32}, %arg394: tensor<3x5xf32> {tf.aliasing_output = 294 : i32}, %arg395: tensor<64xf32> {tf.aliasing_output = 295 : i32}, %arg396: tensor<2x3x4xf32> {tf.aliasing_output = 296 : i32}, %arg397: tensor<128xf32> {tf.aliasing_output = 297 : i32}, %arg398: tensor<10x10xf32> {tf.aliasing_output = 298 : i32}, %arg399: tensor<7xf32> {tf.aliasing_output = 299 : i32}, %arg400: tensor<i32> {tf.aliasing_output = 300 : i32}) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<8x8xf32> {jax.result_info = "result[1]"}, tensor<4x16xf32> {jax.result_info = "result[2]"}, tensor<32xf32> {jax.result_info = "result[3]"}, tensor<3x5xf32> {jax.result_info = "result[4]"}, tensor<64xf32> {jax.result_info = "result[5]"}, tensor<2x3x4xf32> {jax.result_info = "result[6]"}, tensor<128xf32> {jax.result_info = "result[7]"}, tensor<10x10xf32> {jax.result_info = "result[8]"}, tensor<7xf32> {jax.result_info = "result[9]"}, tensor<16xf32> {jax.result_info = "result[10]"}, tensor<8x8xf32> {jax.result_info = "result[11]"}, tensor<4x16xf32> {jax.result_info = "result[12]"}, tensor<32xf32> {jax.result_info = "result[13]"}, tensor<3x5xf32> {jax.result_info = "result[14]"}, tensor<64xf32> {jax.result_info = "result[15]"}, tensor<2x3x4xf32> {jax.result_info = "result[16]"}, tensor<128xf32> {jax.result_info = "result[17]"}, tensor<10x10xf32> {jax.result_info = "result[18]"}, tensor<7xf32> {jax.result_info = "result[19]"}, tensor<16xf32> {jax.result_info = "result[20]"}, tensor<8x8xf32> {jax.result_info = "result[21]"}, tensor<4x16xf32> {jax.result_info = "result[22]"}, tensor<32xf32> {jax.result_info = "result[23]"}, tensor<3x5xf32> {jax.result_info = "result[24]"}, tensor<64xf32> {jax.result_info = "result[25]"}, tensor<2x3x4xf32> {jax.result_info = "result[26]"}, tensor<128xf32> {jax.result_info = "result[27]"}, tensor<10x10xf32> {jax.result_info = "result[28]"}, tensor<7xf32> {jax.result_info = "result[29]"}, tensor<16xf32> {jax.result_info = "result[30]"}, tensor<8x8xf32> {jax.result_info = "result[31]"}, tensor<4x16xf32> {jax.result_info = "result[32]"}, tensor<32xf32> {jax.result_info = "result[33]"}, tensor<3x5xf32> {jax.result_info = "result[34]"}, tensor<64xf32> {jax.result_info = "result[35]"}, tensor<2x3x4xf32> {jax.result_info = "result[36]"}, tensor<128xf32> {jax.result_info = "result[37]"}, tensor<10x10xf32> {jax.result_info = "result[38]"}, tensor<7xf32> {jax.result_info = "result[39]"}, tensor<16xf32> {jax.result_info = "result[40]"}, tensor<8x8xf32> {jax.result_info = "result[41]"}, tensor<4x16xf32> {jax.result_info = "result[42]"}, tensor<32xf32> {jax.result_info = "result[43]"}, tensor<3x5xf32> {jax.result_info = "result[44]"}, tensor<64xf32> {jax.result_info = "result[45]"}, tensor<2x3x4xf32> {jax.result_info = "result[46]"}, tensor<128xf32> {jax.result_info = "result[47]"}, tensor<10x10xf32> {jax.result_info = "result[48]"}, tensor<7xf32> {jax.result_info = "result[49]"}, tensor<16xf32> {jax.result_info = "result[50]"}, tensor<8x8xf32> {jax.result_info = "result[51]"}, tensor<4x16xf32> {jax.result_info = "result[52]"}, tensor<32xf32> {jax.result_info = "result[53]"}, tensor<3x5xf32> {jax.result_info = "result[54]"}, tensor<64xf32> {jax.result_info = "result[55]"}, tensor<2x3x4xf32> {jax.result_info = "result[56]"}, tensor<128xf32> {jax.result_info = "result[57]"}, tensor<10x10xf32> {jax.result_info = "result[58]"}, tensor<7xf32> {jax.result_info = "result[59]"}, tensor<16xf32> {jax.result_info = "result[60]"}, tensor<8x8xf32> {jax.result_info = "result[61]"}, tensor<4x16xf32> {jax.result_info = "result[62]"}, tensor<32xf32> {jax.result_info = "result[63]"}, tensor<3x5xf32> {jax.result_info = "result[64]"}, tensor<64xf32> {jax.result_info = "result[65]"}, tensor<2x3x4xf32> {jax.result_info = "result[66]"}, tensor<128xf32> {jax.result_info = "result[67]"}, tensor<10x10xf32> {jax.result_info = "result[68]"}, tensor<7xf32> {jax.result_info = "result[69]"}, tensor<16xf32> {jax.result_info = "result[70]"}, tensor<8x8xf32> {jax.result_info = "result[71]"}, tensor<4x16xf32> {jax.result_info = "result[72]"}, tensor<32xf32> {jax.result_info = "result[73]"}, tensor<3x5xf32> {jax.result_info = "result[74]"}, tensor<64xf32> {jax.result_info = "result[75]"}, tensor<2x3x4xf32> {jax.result_info = "result[76]"}, tensor<128xf32> {jax.result_info = "result[77]"}, tensor<10x10xf32> {jax.result_info = "result[78]"}, tensor<7xf32> {jax.result_info = "result[79]"}, tensor<16xf32> {jax.result_info = "result[80]"}, tensor<8x8xf32> {jax.result_info = "result[81]"}, tensor<4x16xf32> {jax.result_info = "result[82]"}, tensor<32xf32> {jax.result_info = "result[83]"}, tensor<3x5xf32> {jax.result_info = "result[84]"}, tensor<64xf32> {jax.result_info = "result[85]"}, tensor<2x3x4xf32> {jax.result_info = "result[86]"}, tensor<128xf32> {jax.result_info = "result[87]"}, tensor<10x10xf32> {jax.result_info = "result[88]"}, tensor<7xf32> {jax.result_info = "result[89]"}, tensor<16xf32> {jax.result_info = "result[90]"}, tensor<8x8xf32> {jax.result_info = "result[91]"}, tensor<4x16xf32> {jax.result_info = "result[92]"}, tensor<32xf32> {jax.result_info = "result[93]"}, tensor<3x5xf32> {jax.result_info = "result[94]"}, tensor<64xf32> {jax.result_info = "result[95]"}, tensor<2x3x4xf32> {jax.result_info = "result[96]"}, tensor<128xf32> {jax.result_info = "result[97]"}, tensor<10x10xf32> {jax.result_info = "result[98]"}, tensor<7xf32> {jax.result_info = "result[99]"}, tensor<16xf32> {jax.result_info = "result[100]"}, tensor<8x8xf32> {jax.result_info = "result[101]"}, tensor<4x16xf32> {jax.result_info = "result[102]"}, tensor<32xf32> {jax.result_info = "result[103]"}, tensor<3x5xf32> {jax.result_info = "result[104]"}, tensor<64xf32> {jax.result_info = "result[105]"}, tensor<2x3x4xf32> {jax.result_info = "result[106]"}, tensor<128xf32> {jax.result_info = "result[107]"}, tensor<10x10xf32> {jax.result_info = "result[108]"}, tensor<7xf32> {jax.result_info = "result[109]"}, tensor<16xf32> {jax.result_info = "result[110]"}, tensor<8x8xf32> {jax.result_info = "result[111]"}, tensor<4x16xf32> {jax.result_info = "result[112]"}, tensor<32xf32> {jax.result_info = "result[113]"}, tensor<3x5xf32> {jax.result_info = "result[114]"}, tensor<64xf32> {jax.result_info = "result[115]"}, tensor<2x3x4xf32> {jax.result_info = "result[116]"}, tensor<128xf32> {jax.result_info = "result[117]"}, tensor<10x10xf32> {jax.result_info = "result[118]"}, tensor<7xf32> {jax.result_info = "result[119]"}, tensor<16xf32> {jax.result_info = "result[120]"}, tensor<8x8xf32> {jax.result_info = "result[121]"}, tensor<4x16xf32> {jax.result_info = "result[122]"}, tensor<32xf32> {jax.result_info = "result[123]"}, tensor<3x5xf32> {jax.result_info = "result[124]"}, tensor<64xf32> {jax.result_info = "result[125]"}, tensor<2x3x4xf32> {jax.result_info = "result[126]"}, tensor<128xf32> {jax.result_info = "result[127]"}, tensor<10x10xf32> {jax.result_info = "result[128]"}, tensor<7xf32> {jax.result_info = "result[129]"}, tensor<16xf32> {jax.result_info = "result[130]"}, tensor<8x8xf32> {jax.result_info = "result[131]"}, tensor<4x16xf32> {jax.result_info = "result[132]"}, tensor<32xf32> {jax.result_info = "result[133]"}, tensor<3x5xf32> {jax.result_info = "result[134]"}, tensor<64xf32> {jax.result_info = "result[135]"}, tensor<2x3x4xf32> {jax.result_info = "result[136]"}, tensor<128xf32> {jax.result_info = "result[137]"}, tensor<10x10xf32> {jax.result_info = "result[138]"}, tensor<7xf32> {jax.result_info = "result[139]"}, tensor<16xf32> {jax.result_info = "result[140]"}, tensor<8x8xf32> {jax.result_info = "result[141]"}, tensor<4x16xf32> {jax.result_info = "result[142]"}, tensor<32xf32> {jax.result_info = "result[143]"}, tensor<3x5xf32> {jax.result_info = "result[144]"}, tensor<64xf32> {jax.result_info = "result[145]"}, tensor<2x3x4xf32> {jax.result_info = "result[146]"}, tensor<128xf32> {jax.result_info = "result[147]"}, tensor<10x10xf32> {jax.result_info = "result[148]"}, tensor<7xf32> {jax.result_info = "result[149]"}, tensor<16xf32> {jax.result_info = "result[150]"}, tensor<8x8xf32> {jax.result_info = "result[151]"}, tensor<4x16xf32> {jax.result_info = "result[152]"}, tensor<32xf32> {jax.result_info = "result[153]"}, tensor<3x5xf32> {jax.result_info = "result[154]"}, tensor<64xf32> {jax.result_info = "result[155]"}, tensor<2x3x4xf32> {jax.result_info = "result[156]"}, tensor<128xf32> {jax.result_info = "result[157]"}, tensor<10x10xf32> {jax.result_info = "result[158]"}, tensor<7xf32> {jax.result_info = "result[159]"}, tensor<16xf32> {jax.result_info = "result[160]"}, tensor<8x8xf32> {jax.result_info = "result[161]"}, tensor<4x16xf32> {jax.result_info = "result[162]"}, tensor<32xf32> {jax.result_info = "result[163]"}, tensor<3x5xf32> {jax.result_info = "result[164]"}, tensor<64xf32> {jax.result_info = "result[165]"}, tensor<2x3x4xf32> {jax.result_info = "result[166]"}, tensor<128xf32> {jax.result_info = "result[167]"}, tensor<10x10xf32> {jax.result_info = "result[168]"}, tensor<7xf32> {jax.result_info = "result[169]"}, tensor<16xf32> {jax.result_info = "result[170]"}, tensor<8x8xf32> {jax.result_info = "result[171]"}, tensor<4x16xf32> {jax.result_info = "result[172]"}, tensor<32xf32> {jax.result_info = "result[173]"}, tensor<3x5xf32> {jax.result_info = "result[174]"}, tensor<64xf32> {jax.result_info = "result[175]"}, tensor<2x3x4xf32> {jax.result_info = "result[176]"}, tensor<128xf32> {jax.result_info = "result[177]"}, tensor<10x10xf32> {jax.result_info = "result[178]"}, tensor<7xf32> {jax.result_info = "result[179]"}, tensor<16xf32> {jax.result_info = "result[180]"}, tensor<8x8xf32> {jax.result_info = "result[181]"}, tensor<4x16xf32> {jax.result_info = "result[182]"}, tensor<32xf32> {jax.result_info = "result[183]"}, tensor<3x5xf32> {jax.result_info = "result[184]"}, tensor<64xf32> {jax.result_info = "result[185]"}, tensor<2x3x4xf32> {jax.result_info = "result[186]"}, tensor<128xf32> {jax.result_info = "result[187]"}, tensor<10x10xf32> {jax.result_info = "result[188]"}, tensor<7xf32> {jax.result_info = "result[189]"}, tensor<16xf32> {jax.result_info = "result[190]"}, tensor<8x8xf32> {jax.result_info = "result[191]"}, tensor<4x16xf32> {jax.result_info = "result[192]"}, tensor<32xf32> {jax.result_info = "result[193]"}, tensor<3x5xf32> {jax.result_info = "result[194]"}, tensor<64xf32> {jax.result_info = "result[195]"}, tensor<2x3x4xf32> {jax.result_info = "result[196]"}, tensor<128xf32> {jax.result_info = "result[197]"}, tensor<10x10xf32> {jax.result_info = "result[198]"}, tensor<7xf32> {jax.result_info = "result[199]"}, tensor<16xf32> {jax.result_info = "result[200]"}, tensor<8x8xf32> {jax.result_info = "result[201]"}, tensor<4x16xf32> {jax.result_info = "result[202]"}, tensor<32xf32> {jax.result_info = "result[203]"}, tensor<3x5xf32> {jax.result_info = "result[204]"}, tensor<64xf32> {jax.result_info = "result[205]"}, tensor<2x3x4xf32> {jax.result_info = "result[206]"}, tensor<128xf32> {jax.result_info = "result[207]"}, tensor<10x10xf32> {jax.result_info = "result[208]"}, tensor<7xf32> {jax.result_info = "result[209]"}, tensor<16xf32> {jax.result_info = "result[210]"}, tensor<8x8xf32> {jax.result_info = "result[211]"}, tensor<4x16xf32> {jax.result_info = "result[212]"}, tensor<32xf32> {jax.result_info = "result[213]"}, tensor<3x5xf32> {jax.result_info = "result[214]"}, tensor<64xf32> {jax.result_info = "result[215]"}, tensor<2x3x4xf32> {jax.result_info = "result[216]"}, tensor<128xf32> {jax.result_info = "result[217]"}, tensor<10x10xf32> {jax.result_info = "result[218]"}, tensor<7xf32> {jax.result_info = "result[219]"}, tensor<16xf32> {jax.result_info = "result[220]"}, tensor<8x8xf32> {jax.result_info = "result[221]"}, tensor<4x16xf32> {jax.result_info = "result[222]"}, tensor<32xf32> {jax.result_info = "result[223]"}, tensor<3x5xf32> {jax.result_info = "result[224]"}, tensor<64xf32> {jax.result_info = "result[225]"}, tensor<2x3x4xf32> {jax.result_info = "result[226]"}, tensor<128xf32> {jax.result_info = "result[227]"}, tensor<10x10xf32> {jax.result_info = "result[228]"}, tensor<7xf32> {jax.result_info = "result[229]"}, tensor<16xf32> {jax.result_info = "result[230]"}, tensor<8x8xf32> {jax.result_info = "result[231]"}, tensor<4x16xf32> {jax.result_info = "result[232]"}, tensor<32xf32> {jax.result_info = "result[233]"}, tensor<3x5xf32> {jax.result_info = "result[234]"}, tensor<64xf32> {jax.result_info = "result[235]"}, tensor<2x3x4xf32> {jax.result_info = "result[236]"}, tensor<128xf32> {jax.result_info = "result[237]"}, tensor<10x10xf32> {jax.result_info = "result[238]"}, tensor<7xf32> {jax.result_info = "result[239]"}, tensor<16xf32> {jax.result_info = "result[240]"}, tensor<8x8xf32> {jax.result_info = "result[241]"}, tensor<4x16xf32> {jax.result_info = "result[242]"}, tensor<32xf32> {jax.result_info = "result[243]"}, tensor<3x5xf32> {jax.result_info = "result[244]"}, tensor<64xf32> {jax.result_info = "result[245]"}, tensor<2x3x4xf32> {jax.result_info = "result[246]"}, tensor<128xf32> {jax.result_info = "result[247]"}, tensor<10x10xf32> {jax.result_info = "result[248]"}, tensor<7xf32> {jax.result_info = "result[249]"}, tensor<16xf32> {jax.result_info = "result[250]"}, tensor<8x8xf32> {jax.result_info = "result[251]"}, tensor<4x16xf32> {jax.result_info = "result[252]"}, tensor<32xf32> {jax.result_info = "result[253]"}, tensor<3x5xf32> {jax.result_info = "result[254]"}, tensor<64xf32> {jax.result_info = "result[255]"}, tensor<2x3x4xf32> {jax.result_info = "result[256]"}, tensor<128xf32> {jax.result_info = "result[257]"}, tensor<10x10xf32> {jax.result_info = "result[258]"}, tensor<7xf32> {jax.result_info = "result[259]"}, tensor<16xf32> {jax.result_info = "result[260]"}, tensor<8x8xf32> {jax.result_info = "result[261]"}, tensor<4x16xf32> {jax.result_info = "result[262]"}, tensor<32xf32> {jax.result_info = "result[263]"}, tensor<3x5xf32> {jax.result_info = "result[264]"}, tensor<64xf32> {jax.result_info = "result[265]"}, tensor<2x3x4xf32> {jax.result_info = "result[266]"}, tensor<128xf32> {jax.result_info = "result[267]"}, tensor<10x10xf32> {jax.result_info = "result[268]"}, tensor<7xf32> {jax.result_info = "result[269]"}, tensor<16xf32> {jax.result_info = "result[270]"}, tensor<8x8xf32> {jax.result_info = "result[271]"}, tensor<4x16xf32> {jax.result_info = "result[272]"}, tensor<32xf32> {jax.result_info = "result[273]"}, tensor<3x5xf32> {jax.result_info = "result[274]"}, tensor<64xf32> {jax.result_info = "result[275]"}, tensor<2x3x4xf32> {jax.result_info = "result[276]"}, tensor<128xf32> {jax.result_info = "result[277]"}, tensor<10x10xf32> {jax.result_info = "result[278]"}, tensor<7xf32> {jax.result_info = "result[279]"}, tensor<16xf32> {jax.result_info = "result[280]"}, tensor<8x8xf32> {jax.result_info = "result[281]"}, tensor<4x16xf32> {jax.result_info = "result[282]"}, tensor<32xf32> {jax.result_info = "result[283]"}, tensor<3x5xf32> {jax.result_info = "result[284]"}, tensor<64xf32> {jax.result_info = "result[285]"}, tensor<2x3x4xf32> {jax.result_info = "result[286]"}, tensor<128xf32> {jax.result_info = "result[287]"}, tensor<10x10xf32> {jax.result_info = "result[288]"}, tensor<7xf32> {jax.result_info = "result[289]"}, tensor<16xf32> {jax.result_info = "result[290]"}, tensor<8x8xf32> {jax.result_info = "result[291]"}, tensor<4x16xf32> {jax.result_info = "result[292]"}, tensor<32xf32> {jax.result_info = "result[293]"}, tensor<3x5xf32> {jax.result_info = "result[294]"}, tensor<64xf32> {jax.result_info = "result[295]"}, tensor<2x3x4xf32> {jax.result_info = "result[296]"}, tensor<128xf32> {jax.result_info = "result[297]"}, tensor<10x10xf32> {jax.result_info = "result[298]"}, tensor<7xf32> {jax.result_info = "result[299]"}, tensor<i32> {jax.result_info = "result[300]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg400, %c : tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.multiply %2, %arg200 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.multiply %4, %arg100 : tensor<16xf32>
    %6 = stablehlo.add %3, %5 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.multiply %7, %arg300 : tensor<16xf32>
    %9 = chlo.square %arg100 : tensor<16xf32> -> tensor<16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<16xf32>
    %12 = stablehlo.add %8, %11 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %13 = stablehlo.power %cst_3, %1 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.subtract %cst_4, %13 : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %16 = stablehlo.divide %6, %15 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %19 = stablehlo.power %cst_6, %1 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.subtract %cst_7, %19 : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %22 = stablehlo.divide %12, %21 : tensor<16xf32>
    %23 = stablehlo.sqrt %22 : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %25 = stablehlo.add %23, %24 : tensor<16xf32>
    %26 = stablehlo.divide %18, %25 : tensor<16xf32>
    %27 = stablehlo.subtract %arg0, %26 : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %29 = stablehlo.multiply %28, %arg201 : tensor<8x8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %31 = stablehlo.multiply %30, %arg101 : tensor<8x8xf32>
    %32 = stablehlo.add %29, %31 : tensor<8x8xf32>
    %cst_11 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %34 = stablehlo.multiply %33, %arg301 : tensor<8x8xf32>
    %35 = chlo.square %arg101 : tensor<8x8xf32> -> tensor<8x8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<8x8xf32>
    %38 = stablehlo.add %34, %37 : tensor<8x8xf32>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %39 = stablehlo.power %cst_13, %1 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.subtract %cst_14, %39 : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %42 = stablehlo.divide %32, %41 : tensor<8x8xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<8x8xf32>
    %cst_16 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %45 = stablehlo.power %cst_16, %1 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.subtract %cst_17, %45 : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %48 = stablehlo.divide %38, %47 : tensor<8x8xf32>
    %49 = stablehlo.sqrt %48 : tensor<8x8xf32>
    %cst_18 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %51 = stablehlo.add %49, %50 : tensor<8x8xf32>
    %52 = stablehlo.divide %44, %51 : tensor<8x8xf32>
    %53 = stablehlo.subtract %arg1, %52 : tensor<8x8xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %55 = stablehlo.multiply %54, %arg202 : tensor<4x16xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %57 = stablehlo.multiply %56, %arg102 : tensor<4x16xf32>
    %58 = stablehlo.add %55, %57 : tensor<4x16xf32>
    %cst_21 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %60 = stablehlo.multiply %59, %arg302 : tensor<4x16xf32>
    %61 = chlo.square %arg102 : tensor<4x16xf32> -> tensor<4x16xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<4x16xf32>
    %64 = stablehlo.add %60, %63 : tensor<4x16xf32>
    %cst_23 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %65 = stablehlo.power %cst_23, %1 : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = stablehlo.subtract %cst_24, %65 : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %68 = stablehlo.divide %58, %67 : tensor<4x16xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %70 = stablehlo.multiply %69, %68 : tensor<4x16xf32>
    %cst_26 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %71 = stablehlo.power %cst_26, %1 : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %72 = stablehlo.subtract %cst_27, %71 : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %74 = stablehlo.divide %64, %73 : tensor<4x16xf32>
    %75 = stablehlo.sqrt %74 : tensor<4x16xf32>
    %cst_28 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %77 = stablehlo.add %75, %76 : tensor<4x16xf32>
    %78 = stablehlo.divide %70, %77 : tensor<4x16xf32>
    %79 = stablehlo.subtract %arg2, %78 : tensor<4x16xf32>
    %cst_29 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %81 = stablehlo.multiply %80, %arg203 : tensor<32xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %83 = stablehlo.multiply %82, %arg103 : tensor<32xf32>
    %84 = stablehlo.add %81, %83 : tensor<32xf32>
    %cst_31 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %86 = stablehlo.multiply %85, %arg303 : tensor<32xf32>
    %87 = chlo.square %arg103 : tensor<32xf32> -> tensor<32xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<32xf32>
    %90 = stablehlo.add %86, %89 : tensor<32xf32>
    %cst_33 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %91 = stablehlo.power %cst_33, %1 : tensor<f32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %92 = stablehlo.subtract %cst_34, %91 : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %94 = stablehlo.divide %84, %93 : tensor<32xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %96 = stablehlo.multiply %95, %94 : tensor<32xf32>
    %cst_36 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %97 = stablehlo.power %cst_36, %1 : tensor<f32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %98 = stablehlo.subtract %cst_37, %97 : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %100 = stablehlo.divide %90, %99 : tensor<32xf32>
    %101 = stablehlo.sqrt %100 : tensor<32xf32>
    %cst_38 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %103 = stablehlo.add %101, %102 : tensor<32xf32>
    %104 = stablehlo.divide %96, %103 : tensor<32xf32>
    %105 = stablehlo.subtract %arg3, %104 : tensor<32xf32>
    %cst_39 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %107 = stablehlo.multiply %106, %arg204 : tensor<3x5xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %109 = stablehlo.multiply %108, %arg104 : tensor<3x5xf32>
    %110 = stablehlo.add %107, %109 : tensor<3x5xf32>
    %cst_41 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %112 = stablehlo.multiply %111, %arg304 : tensor<3x5xf32>
    %113 = chlo.square %arg104 : tensor<3x5xf32> -> tensor<3x5xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %115 = stablehlo.multiply %114, %113 : tensor<3x5xf32>
    %116 = stablehlo.add %112, %115 : tensor<3x5xf32>
    %cst_43 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %117 = stablehlo.power %cst_43, %1 : tensor<f32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %118 = stablehlo.subtract %cst_44, %117 : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %120 = stablehlo.divide %110, %119 : tensor<3x5xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %122 = stablehlo.multiply %121, %120 : tensor<3x5xf32>
    %cst_46 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %123 = stablehlo.power %cst_46, %1 : tensor<f32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.subtract %cst_47, %123 : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %126 = stablehlo.divide %116, %125 : tensor<3x5xf32>
    %127 = stablehlo.sqrt %126 : tensor<3x5xf32>
    %cst_48 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %129 = stablehlo.add %127, %128 : tensor<3x5xf32>
    %130 = stablehlo.divide %122, %129 : tensor<3x5xf32>
    %131 = stablehlo.subtract %arg4, %130 : tensor<3x5xf32>
    %cst_49 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %133 = stablehlo.multiply %132, %arg205 : tensor<64xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %135 = stablehlo.multiply %134, %arg105 : tensor<64xf32>
    %136 = stablehlo.add %133, %135 : tensor<64xf32>
    %cst_51 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %138 = stablehlo.multiply %137, %arg305 : tensor<64xf32>
    %139 = chlo.square %arg105 : tensor<64xf32> -> tensor<64xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %141 = stablehlo.multiply %140, %139 : tensor<64xf32>
    %142 = stablehlo.add %138, %141 : tensor<64xf32>
    %cst_53 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %143 = stablehlo.power %cst_53, %1 : tensor<f32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %144 = stablehlo.subtract %cst_54, %143 : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %146 = stablehlo.divide %136, %145 : tensor<64xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %148 = stablehlo.multiply %147, %146 : tensor<64xf32>
    %cst_56 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %149 = stablehlo.power %cst_56, %1 : tensor<f32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %150 = stablehlo.subtract %cst_57, %149 : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %152 = stablehlo.divide %142, %151 : tensor<64xf32>
    %153 = stablehlo.sqrt %152 : tensor<64xf32>
    %cst_58 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %155 = stablehlo.add %153, %154 : tensor<64xf32>
    %156 = stablehlo.divide %148, %155 : tensor<64xf32>
    %157 = stablehlo.subtract %arg5, %156 : tensor<64xf32>
    %cst_59 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %159 = stablehlo.multiply %158, %arg206 : tensor<2x3x4xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %161 = stablehlo.multiply %160, %arg106 : tensor<2x3x4xf32>
    %162 = stablehlo.add %159, %161 : tensor<2x3x4xf32>
    %cst_61 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %164 = stablehlo.multiply %163, %arg306 : tensor<2x3x4xf32>
    %165 = chlo.square %arg106 : tensor<2x3x4xf32> -> tensor<2x3x4xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %167 = stablehlo.multiply %166, %165 : tensor<2x3x4xf32>
    %168 = stablehlo.add %164, %167 : tensor<2x3x4xf32>
    %cst_63 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %169 = stablehlo.power %cst_63, %1 : tensor<f32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %170 = stablehlo.subtract %cst_64, %169 : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %172 = stablehlo.divide %162, %171 : tensor<2x3x4xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %174 = stablehlo.multiply %173, %172 : tensor<2x3x4xf32>
    %cst_66 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %175 = stablehlo.power %cst_66, %1 : tensor<f32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %176 = stablehlo.subtract %cst_67, %175 : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %178 = stablehlo.divide %168, %177 : tensor<2x3x4xf32>
    %179 = stablehlo.sqrt %178 : tensor<2x3x4xf32>
    %cst_68 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %181 = stablehlo.add %179, %180 : tensor<2x3x4xf32>
    %182 = stablehlo.divide %174, %181 : tensor<2x3x4xf32>
    %183 = stablehlo.subtract %arg6, %182 : tensor<2x3x4xf32>
    %cst_69 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %185 = stablehlo.multiply %184, %arg207 : tensor<128xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %187 = stablehlo.multiply %186, %arg107 : tensor<128xf32>
    %188 = stablehlo.add %185, %187 : tensor<128xf32>
    %cst_71 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %190 = stablehlo.multiply %189, %arg307 : tensor<128xf32>
    %191 = chlo.square %arg107 : tensor<128xf32> -> tensor<128xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %193 = stablehlo.multiply %192, %191 : tensor<128xf32>
    %194 = stablehlo.add %190, %193 : tensor<128xf32>
    %cst_73 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %195 = stablehlo.power %cst_73, %1 : tensor<f32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %196 = stablehlo.subtract %cst_74, %195 : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %198 = stablehlo.divide %188, %197 : tensor<128xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %200 = stablehlo.multiply %199, %198 : tensor<128xf32>
    %cst_76 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %201 = stablehlo.power %cst_76, %1 : tensor<f32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %202 = stablehlo.subtract %cst_77, %201 : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %204 = stablehlo.divide %194, %203 : tensor<128xf32>
    %205 = stablehlo.sqrt %204 : tensor<128xf32>
    %cst_78 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %207 = stablehlo.add %205, %206 : tensor<128xf32>
    %208 = stablehlo.divide %200, %207 : tensor<128xf32>
    %209 = stablehlo.subtract %arg7, %208 : tensor<128xf32>
    %cst_79 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %211 = stablehlo.multiply %210, %arg208 : tensor<10x10xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %213 = stablehlo.multiply %212, %arg108 : tensor<10x10xf32>
    %214 = stablehlo.add %211, %213 : tensor<10x10xf32>
    %cst_81 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %216 = stablehlo.multiply %215, %arg308 : tensor<10x10xf32>
    %217 = chlo.square %arg108 : tensor<10x10xf32> -> tensor<10x10xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %219 = stablehlo.multiply %218, %217 : tensor<10x10xf32>
    %220 = stablehlo.add %216, %219 : tensor<10x10xf32>
    %cst_83 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %221 = stablehlo.power %cst_83, %1 : tensor<f32>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %222 = stablehlo.subtract %cst_84, %221 : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %224 = stablehlo.divide %214, %223 : tensor<10x10xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %226 = stablehlo.multiply %225, %224 : tensor<10x10xf32>
    %cst_86 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %227 = stablehlo.power %cst_86, %1 : tensor<f32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %228 = stablehlo.subtract %cst_87, %227 : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %230 = stablehlo.divide %220, %229 : tensor<10x10xf32>
    %231 = stablehlo.sqrt %230 : tensor<10x10xf32>
    %cst_88 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %233 = stablehlo.add %231, %232 : tensor<10x10xf32>
    %234 = stablehlo.divide %226, %233 : tensor<10x10xf32>
    %235 = stablehlo.subtract %arg8, %234 : tensor<10x10xf32>
    %cst_89 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %237 = stablehlo.multiply %236, %arg209 : tensor<7xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %239 = stablehlo.multiply %238, %arg109 : tensor<7xf32>
    %240 = stablehlo.add %237, %239 : tensor<7xf32>
    %cst_91 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %242 = stablehlo.multiply %241, %arg309 : tensor<7xf32>
    %243 = chlo.square %arg109 : tensor<7xf32> -> tensor<7xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %245 = stablehlo.multiply %244, %243 : tensor<7xf32>
    %246 = stablehlo.add %242, %245 : tensor<7xf32>
    %cst_93 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %247 = stablehlo.power %cst_93, %1 : tensor<f32>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %248 = stablehlo.subtract %cst_94, %247 : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %250 = stablehlo.divide %240, %249 : tensor<7xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %252 = stablehlo.multiply %251, %250 : tensor<7xf32>
    %cst_96 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %253 = stablehlo.power %cst_96, %1 : tensor<f32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %254 = stablehlo.subtract %cst_97, %253 : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %256 = stablehlo.divide %246, %255 : tensor<7xf32>
    %257 = stablehlo.sqrt %256 : tensor<7xf32>
    %cst_98 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %259 = stablehlo.add %257, %258 : tensor<7xf32>
    %260 = stablehlo.divide %252, %259 : tensor<7xf32>
    %261 = stablehlo.subtract %arg9, %260 : tensor<7xf32>
    %cst_99 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %263 = stablehlo.multiply %262, %arg210 : tensor<16xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %265 = stablehlo.multiply %264, %arg110 : tensor<16xf32>
    %266 = stablehlo.add %263, %265 : tensor<16xf32>
    %cst_101 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %268 = stablehlo.multiply %267, %arg310 : tensor<16xf32>
    %269 = chlo.square %arg110 : tensor<16xf32> -> tensor<16xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %271 = stablehlo.multiply %270, %269 : tensor<16xf32>
    %272 = stablehlo.add %268, %271 : tensor<16xf32>
    %cst_103 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %273 = stablehlo.power %cst_103, %1 : tensor<f32>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %274 = stablehlo.subtract %cst_104, %273 : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %276 = stablehlo.divide %266, %275 : tensor<16xf32>
    %cst_105 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %278 = stablehlo.multiply %277, %276 : tensor<16xf32>
    %cst_106 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %279 = stablehlo.power %cst_106, %1 : tensor<f32>
    %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %280 = stablehlo.subtract %cst_107, %279 : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %282 = stablehlo.divide %272, %281 : tensor<16xf32>
    %283 = stablehlo.sqrt %282 : tensor<16xf32>
    %cst_108 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %285 = stablehlo.add %283, %284 : tensor<16xf32>
    %286 = stablehlo.divide %278, %285 : tensor<16xf32>
    %287 = stablehlo.subtract %arg10, %286 : tensor<16xf32>
    %cst_109 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %289 = stablehlo.multiply %288, %arg211 : tensor<8x8xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %291 = stablehlo.multiply %290, %arg111 : tensor<8x8xf32>
    %292 = stablehlo.add %289, %291 : tensor<8x8xf32>
    %cst_111 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %294 = stablehlo.multiply %293, %arg311 : tensor<8x8xf32>
    %295 = chlo.square %arg111 : tensor<8x8xf32> -> tensor<8x8xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %297 = stablehlo.multiply %296, %295 : tensor<8x8xf32>
    %298 = stablehlo.add %294, %297 : tensor<8x8xf32>
    %cst_113 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %299 = stablehlo.power %cst_113, %1 : tensor<f32>
    %cst_114 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %300 = stablehlo.subtract %cst_114, %299 : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %302 = stablehlo.divide %292, %301 : tensor<8x8xf32>
    %cst_115 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %304 = stablehlo.multiply %303, %302 : tensor<8x8xf32>
    %cst_116 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %305 = stablehlo.power %cst_116, %1 : tensor<f32>
    %cst_117 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %306 = stablehlo.subtract %cst_117, %305 : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %308 = stablehlo.divide %298, %307 : tensor<8x8xf32>
    %309 = stablehlo.sqrt %308 : tensor<8x8xf32>
    %cst_118 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %311 = stablehlo.add %309, %310 : tensor<8x8xf32>
    %312 = stablehlo.divide %304, %311 : tensor<8x8xf32>
    %313 = stablehlo.subtract %arg11, %312 : tensor<8x8xf32>
    %cst_119 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %315 = stablehlo.multiply %314, %arg212 : tensor<4x16xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %317 = stablehlo.multiply %316, %arg112 : tensor<4x16xf32>
    %318 = stablehlo.add %315, %317 : tensor<4x16xf32>
    %cst_121 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %320 = stablehlo.multiply %319, %arg312 : tensor<4x16xf32>
    %321 = chlo.square %arg112 : tensor<4x16xf32> -> tensor<4x16xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %323 = stablehlo.multiply %322, %321 : tensor<4x16xf32>
    %324 = stablehlo.add %320, %323 : tensor<4x16xf32>
    %cst_123 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %325 = stablehlo.power %cst_123, %1 : tensor<f32>
    %cst_124 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %326 = stablehlo.subtract %cst_124, %325 : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %328 = stablehlo.divide %318, %327 : tensor<4x16xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %330 = stablehlo.multiply %329, %328 : tensor<4x16xf32>
    %cst_126 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %331 = stablehlo.power %cst_126, %1 : tensor<f32>
    %cst_127 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %332 = stablehlo.subtract %cst_127, %331 : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %334 = stablehlo.divide %324, %333 : tensor<4x16xf32>
    %335 = stablehlo.sqrt %334 : tensor<4x16xf32>
    %cst_128 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %337 = stablehlo.add %335, %336 : tensor<4x16xf32>
    %338 = stablehlo.divide %330, %337 : tensor<4x16xf32>
    %339 = stablehlo.subtract %arg12, %338 : tensor<4x16xf32>
    %cst_129 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %341 = stablehlo.multiply %340, %arg213 : tensor<32xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %343 = stablehlo.multiply %342, %arg113 : tensor<32xf32>
    %344 = stablehlo.add %341, %343 : tensor<32xf32>
    %cst_131 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %346 = stablehlo.multiply %345, %arg313 : tensor<32xf32>
    %347 = chlo.square %arg113 : tensor<32xf32> -> tensor<32xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %349 = stablehlo.multiply %348, %347 : tensor<32xf32>
    %350 = stablehlo.add %346, %349 : tensor<32xf32>
    %cst_133 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %351 = stablehlo.power %cst_133, %1 : tensor<f32>
    %cst_134 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %352 = stablehlo.subtract %cst_134, %351 : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %354 = stablehlo.divide %344, %353 : tensor<32xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %356 = stablehlo.multiply %355, %354 : tensor<32xf32>
    %cst_136 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %357 = stablehlo.power %cst_136, %1 : tensor<f32>
    %cst_137 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %358 = stablehlo.subtract %cst_137, %357 : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %360 = stablehlo.divide %350, %359 : tensor<32xf32>
    %361 = stablehlo.sqrt %360 : tensor<32xf32>
    %cst_138 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %363 = stablehlo.add %361, %362 : tensor<32xf32>
    %364 = stablehlo.divide %356, %363 : tensor<32xf32>
    %365 = stablehlo.subtract %arg13, %364 : tensor<32xf32>
    %cst_139 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %367 = stablehlo.multiply %366, %arg214 : tensor<3x5xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %369 = stablehlo.multiply %368, %arg114 : tensor<3x5xf32>
    %370 = stablehlo.add %367, %369 : tensor<3x5xf32>
    %cst_141 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %372 = stablehlo.multiply %371, %arg314 : tensor<3x5xf32>
    %373 = chlo.square %arg114 : tensor<3x5xf32> -> tensor<3x5xf32>
    %cst_142 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %375 = stablehlo.multiply %374, %373 : tensor<3x5xf32>
    %376 = stablehlo.add %372, %375 : tensor<3x5xf32>
    %cst_143 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %377 = stablehlo.power %cst_143, %1 : tensor<f32>
    %cst_144 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %378 = stablehlo.subtract %cst_144, %377 : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %380 = stablehlo.divide %370, %379 : tensor<3x5xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %382 = stablehlo.multiply %381, %380 : tensor<3x5xf32>
    %cst_146 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %383 = stablehlo.power %cst_146, %1 : tensor<f32>
    %cst_147 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %384 = stablehlo.subtract %cst_147, %383 : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %386 = stablehlo.divide %376, %385 : tensor<3x5xf32>
    %387 = stablehlo.sqrt %386 : tensor<3x5xf32>
    %cst_148 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %389 = stablehlo.add %387, %388 : tensor<3x5xf32>
    %390 = stablehlo.divide %382, %389 : tensor<3x5xf32>
    %391 = stablehlo.subtract %arg14, %390 : tensor<3x5xf32>
    %cst_149 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %393 = stablehlo.multiply %392, %arg215 : tensor<64xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %395 = stablehlo.multiply %394, %arg115 : tensor<64xf32>
    %396 = stablehlo.add %393, %395 : tensor<64xf32>
    %cst_151 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %398 = stablehlo.multiply %397, %arg315 : tensor<64xf32>
    %399 = chlo.square %arg115 : tensor<64xf32> -> tensor<64xf32>
    %cst_152 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %401 = stablehlo.multiply %400, %399 : tensor<64xf32>
    %402 = stablehlo.add %398, %401 : tensor<64xf32>
    %cst_153 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %403 = stablehlo.power %cst_153, %1 : tensor<f32>
    %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %404 = stablehlo.subtract %cst_154, %403 : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %406 = stablehlo.divide %396, %405 : tensor<64xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %408 = stablehlo.multiply %407, %406 : tensor<64xf32>
    %cst_156 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %409 = stablehlo.power %cst_156, %1 : tensor<f32>
    %cst_157 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %410 = stablehlo.subtract %cst_157, %409 : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %412 = stablehlo.divide %402, %411 : tensor<64xf32>
    %413 = stablehlo.sqrt %412 : tensor<64xf32>
    %cst_158 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %415 = stablehlo.add %413, %414 : tensor<64xf32>
    %416 = stablehlo.divide %408, %415 : tensor<64xf32>
    %417 = stablehlo.subtract %arg15, %416 : tensor<64xf32>
    %cst_159 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %419 = stablehlo.multiply %418, %arg216 : tensor<2x3x4xf32>
    %cst_160 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %421 = stablehlo.multiply %420, %arg116 : tensor<2x3x4xf32>
    %422 = stablehlo.add %419, %421 : tensor<2x3x4xf32>
    %cst_161 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %424 = stablehlo.multiply %423, %arg316 : tensor<2x3x4xf32>
    %425 = chlo.square %arg116 : tensor<2x3x4xf32> -> tensor<2x3x4xf32>
    %cst_162 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %427 = stablehlo.multiply %426, %425 : tensor<2x3x4xf32>
    %428 = stablehlo.add %424, %427 : tensor<2x3x4xf32>
    %cst_163 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %429 = stablehlo.power %cst_163, %1 : tensor<f32>
    %cst_164 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %430 = stablehlo.subtract %cst_164, %429 : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %432 = stablehlo.divide %422, %431 : tensor<2x3x4xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %434 = stablehlo.multiply %433, %432 : tensor<2x3x4xf32>
    %cst_166 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %435 = stablehlo.power %cst_166, %1 : tensor<f32>
    %cst_167 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %436 = stablehlo.subtract %cst_167, %435 : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %438 = stablehlo.divide %428, %437 : tensor<2x3x4xf32>
    %439 = stablehlo.sqrt %438 : tensor<2x3x4xf32>
    %cst_168 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %441 = stablehlo.add %439, %440 : tensor<2x3x4xf32>
    %442 = stablehlo.divide %434, %441 : tensor<2x3x4xf32>
    %443 = stablehlo.subtract %arg16, %442 : tensor<2x3x4xf32>
    %cst_169 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %445 = stablehlo.multiply %444, %arg217 : tensor<128xf32>
    %cst_170 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %447 = stablehlo.multiply %446, %arg117 : tensor<128xf32>
    %448 = stablehlo.add %445, %447 : tensor<128xf32>
    %cst_171 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %450 = stablehlo.multiply %449, %arg317 : tensor<128xf32>
    %451 = chlo.square %arg117 : tensor<128xf32> -> tensor<128xf32>
    %cst_172 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %453 = stablehlo.multiply %452, %451 : tensor<128xf32>
    %454 = stablehlo.add %450, %453 : tensor<128xf32>
    %cst_173 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %455 = stablehlo.power %cst_173, %1 : tensor<f32>
    %cst_174 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %456 = stablehlo.subtract %cst_174, %455 : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %458 = stablehlo.divide %448, %457 : tensor<128xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %460 = stablehlo.multiply %459, %458 : tensor<128xf32>
    %cst_176 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %461 = stablehlo.power %cst_176, %1 : tensor<f32>
    %cst_177 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %462 = stablehlo.subtract %cst_177, %461 : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %464 = stablehlo.divide %454, %463 : tensor<128xf32>
    %465 = stablehlo.sqrt %464 : tensor<128xf32>
    %cst_178 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %467 = stablehlo.add %465, %466 : tensor<128xf32>
    %468 = stablehlo.divide %460, %467 : tensor<128xf32>
    %469 = stablehlo.subtract %arg17, %468 : tensor<128xf32>
    %cst_179 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %471 = stablehlo.multiply %470, %arg218 : tensor<10x10xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %473 = stablehlo.multiply %472, %arg118 : tensor<10x10xf32>
    %474 = stablehlo.add %471, %473 : tensor<10x10xf32>
    %cst_181 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %476 = stablehlo.multiply %475, %arg318 : tensor<10x10xf32>
    %477 = chlo.square %arg118 : tensor<10x10xf32> -> tensor<10x10xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %479 = stablehlo.multiply %478, %477 : tensor<10x10xf32>
    %480 = stablehlo.add %476, %479 : tensor<10x10xf32>
    %cst_183 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %481 = stablehlo.power %cst_183, %1 : tensor<f32>
    %cst_184 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %482 = stablehlo.subtract %cst_184, %481 : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %484 = stablehlo.divide %474, %483 : tensor<10x10xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %486 = stablehlo.multiply %485, %484 : tensor<10x10xf32>
    %cst_186 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %487 = stablehlo.power %cst_186, %1 : tensor<f32>
    %cst_187 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %488 = stablehlo.subtract %cst_187, %487 : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %488, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %490 = stablehlo.divide %480, %489 : tensor<10x10xf32>
    %491 = stablehlo.sqrt %490 : tensor<10x10xf32>
    %cst_188 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %493 = stablehlo.add %491, %492 : tensor<10x10xf32>
    %494 = stablehlo.divide %486, %493 : tensor<10x10xf32>
    %495 = stablehlo.subtract %arg18, %494 : tensor<10x10xf32>
    %cst_189 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %497 = stablehlo.multiply %496, %arg219 : tensor<7xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %499 = stablehlo.multiply %498, %arg119 : tensor<7xf32>
    %500 = stablehlo.add %497, %499 : tensor<7xf32>
    %cst_191 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %502 = stablehlo.multiply %501, %arg319 : tensor<7xf32>
    %503 = chlo.square %arg119 : tensor<7xf32> -> tensor<7xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %505 = stablehlo.multiply %504, %503 : tensor<7xf32>
    %506 = stablehlo.add %502, %505 : tensor<7xf32>
    %cst_193 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %507 = stablehlo.power %cst_193, %1 : tensor<f32>
    %cst_194 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %508 = stablehlo.subtract %cst_194, %507 : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %508, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %510 = stablehlo.divide %500, %509 : tensor<7xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %512 = stablehlo.multiply %511, %510 : tensor<7xf32>
    %cst_196 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %513 = stablehlo.power %cst_196, %1 : tensor<f32>
    %cst_197 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %514 = stablehlo.subtract %cst_197, %513 : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %516 = stablehlo.divide %506, %515 : tensor<7xf32>
    %517 = stablehlo.sqrt %516 : tensor<7xf32>
    %cst_198 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %519 = stablehlo.add %517, %518 : tensor<7xf32>
    %520 = stablehlo.divide %512, %519 : tensor<7xf32>
    %521 = stablehlo.subtract %arg19, %520 : tensor<7xf32>
    %cst_199 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %523 = stablehlo.multiply %522, %arg220 : tensor<16xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %525 = stablehlo.multiply %524, %arg120 : tensor<16xf32>
    %526 = stablehlo.add %523, %525 : tensor<16xf32>
    %cst_201 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %528 = stablehlo.multiply %527, %arg320 : tensor<16xf32>
    %529 = chlo.square %arg120 : tensor<16xf32> -> tensor<16xf32>
    %cst_202 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %530 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %531 = stablehlo.multiply %530, %529 : tensor<16xf32>
    %532 = stablehlo.add %528, %531 : tensor<16xf32>
    %cst_203 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %533 = stablehlo.power %cst_203, %1 : tensor<f32>
    %cst_204 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %534 = stablehlo.subtract %cst_204, %533 : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %534, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %536 = stablehlo.divide %526, %535 : tensor<16xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %538 = stablehlo.multiply %537, %536 : tensor<16xf32>
    %cst_206 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %539 = stablehlo.power %cst_206, %1 : tensor<f32>
    %cst_207 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %540 = stablehlo.subtract %cst_207, %539 : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %542 = stablehlo.divide %532, %541 : tensor<16xf32>
    %543 = stablehlo.sqrt %542 : tensor<16xf32>
    %cst_208 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %545 = stablehlo.add %543, %544 : tensor<16xf32>
    %546 = stablehlo.divide %538, %545 : tensor<16xf32>
    %547 = stablehlo.subtract %arg20, %546 : tensor<16xf32>
    %cst_209 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %548 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %549 = stablehlo.multiply %548, %arg221 : tensor<8x8xf32>
    %cst_210 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %551 = stablehlo.multiply %550, %arg121 : tensor<8x8xf32>
    %552 = stablehlo.add %549, %551 : tensor<8x8xf32>
    %cst_211 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %554 = stablehlo.multiply %553, %arg321 : tensor<8x8xf32>
    %555 = chlo.square %arg121 : tensor<8x8xf32> -> tensor<8x8xf32>
    %cst_212 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %557 = stablehlo.multiply %556, %555 : tensor<8x8xf32>
    %558 = stablehlo.add %554, %557 : tensor<8x8xf32>
    %cst_213 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %559 = stablehlo.power %cst_213, %1 : tensor<f32>
    %cst_214 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %560 = stablehlo.subtract %cst_214, %559 : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %562 = stablehlo.divide %552, %561 : tensor<8x8xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %564 = stablehlo.multiply %563, %562 : tensor<8x8xf32>
    %cst_216 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %565 = stablehlo.power %cst_216, %1 : tensor<f32>
    %cst_217 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %566 = stablehlo.subtract %cst_217, %565 : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %566, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %568 = stablehlo.divide %558, %567 : tensor<8x8xf32>
    %569 = stablehlo.sqrt %568 : tensor<8x8xf32>
    %cst_218 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %570 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %571 = stablehlo.add %569, %570 : tensor<8x8xf32>
    %572 = stablehlo.divide %564, %571 : tensor<8x8xf32>
    %573 = stablehlo.subtract %arg21, %572 : tensor<8x8xf32>
    %cst_219 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %574 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %575 = stablehlo.multiply %574, %arg222 : tensor<4x16xf32>
    %cst_220 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %577 = stablehlo.multiply %576, %arg122 : tensor<4x16xf32>
    %578 = stablehlo.add %575, %577 : tensor<4x16xf32>
    %cst_221 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %580 = stablehlo.multiply %579, %arg322 : tensor<4x16xf32>
    %581 = chlo.square %arg122 : tensor<4x16xf32> -> tensor<4x16xf32>
    %cst_222 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %583 = stablehlo.multiply %582, %581 : tensor<4x16xf32>
    %584 = stablehlo.add %580, %583 : tensor<4x16xf32>
    %cst_223 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %585 = stablehlo.power %cst_223, %1 : tensor<f32>
    %cst_224 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %586 = stablehlo.subtract %cst_224, %585 : tensor<f32>
    %587 = stablehlo.broadcast_in_dim %586, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %588 = stablehlo.divide %578, %587 : tensor<4x16xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %590 = stablehlo.multiply %589, %588 : tensor<4x16xf32>
    %cst_226 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %591 = stablehlo.power %cst_226, %1 : tensor<f32>
    %cst_227 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %592 = stablehlo.subtract %cst_227, %591 : tensor<f32>
    %593 = stablehlo.broadcast_in_dim %592, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %594 = stablehlo.divide %584, %593 : tensor<4x16xf32>
    %595 = stablehlo.sqrt %594 : tensor<4x16xf32>
    %cst_228 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %597 = stablehlo.add %595, %596 : tensor<4x16xf32>
    %598 = stablehlo.divide %590, %597 : tensor<4x16xf32>
    %599 = stablehlo.subtract %arg22, %598 : tensor<4x16xf32>
    %cst_229 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %600 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %601 = stablehlo.multiply %600, %arg223 : tensor<32xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %602 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %603 = stablehlo.multiply %602, %arg123 : tensor<32xf32>
    %604 = stablehlo.add %601, %603 : tensor<32xf32>
    %cst_231 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %605 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %606 = stablehlo.multiply %605, %arg323 : tensor<32xf32>
    %607 = chlo.square %arg123 : tensor<32xf32> -> tensor<32xf32>
    %cst_232 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %608 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %609 = stablehlo.multiply %608, %607 : tensor<32xf32>
    %610 = stablehlo.add %606, %609 : tensor<32xf32>
    %cst_233 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %611 = stablehlo.power %cst_233, %1 : tensor<f32>
    %cst_234 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %612 = stablehlo.subtract %cst_234, %611 : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %612, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %614 = stablehlo.divide %604, %613 : tensor<32xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %616 = stablehlo.multiply %615, %614 : tensor<32xf32>
    %cst_236 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %617 = stablehlo.power %cst_236, %1 : tensor<f32>
    %cst_237 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %618 = stablehlo.subtract %cst_237, %617 : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %618, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %620 = stablehlo.divide %610, %619 : tensor<32xf32>
    %621 = stablehlo.sqrt %620 : tensor<32xf32>
    %cst_238 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %623 = stablehlo.add %621, %622 : tensor<32xf32>
    %624 = stablehlo.divide %616, %623 : tensor<32xf32>
    %625 = stablehlo.subtract %arg23, %624 : tensor<32xf32>
    %cst_239 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %627 = stablehlo.multiply %626, %arg224 : tensor<3x5xf32>
    %cst_240 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %629 = stablehlo.multiply %628, %arg124 : tensor<3x5xf32>
    %630 = stablehlo.add %627, %629 : tensor<3x5xf32>
    %cst_241 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %632 = stablehlo.multiply %631, %arg324 : tensor<3x5xf32>
    %633 = chlo.square %arg124 : tensor<3x5xf32> -> tensor<3x5xf32>
    %cst_242 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %635 = stablehlo.multiply %634, %633 : tensor<3x5xf32>
    %636 = stablehlo.add %632, %635 : tensor<3x5xf32>
    %cst_243 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %637 = stablehlo.power %cst_243, %1 : tensor<f32>
    %cst_244 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %638 = stablehlo.subtract %cst_244, %637 : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %638, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %640 = stablehlo.divide %630, %639 : tensor<3x5xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %642 = stablehlo.multiply %641, %640 : tensor<3x5xf32>
    %cst_246 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %643 = stablehlo.power %cst_246, %1 : tensor<f32>
    %cst_247 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %644 = stablehlo.subtract %cst_247, %643 : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %646 = stablehlo.divide %636, %645 : tensor<3x5xf32>
    %647 = stablehlo.sqrt %646 : tensor<3x5xf32>
    %cst_248 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %649 = stablehlo.add %647, %648 : tensor<3x5xf32>
    %650 = stablehlo.divide %642, %649 : tensor<3x5xf32>
    %651 = stablehlo.subtract %arg24, %650 : tensor<3x5xf32>
    %cst_249 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %653 = stablehlo.multiply %652, %arg225 : tensor<64xf32>
    %cst_250 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %655 = stablehlo.multiply %654, %arg125 : tensor<64xf32>
    %656 = stablehlo.add %653, %655 : tensor<64xf32>
    %cst_251 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %657 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %658 = stablehlo.multiply %657, %arg325 : tensor<64xf32>
    %659 = chlo.square %arg125 : tensor<64xf32> -> tensor<64xf32>
    %cst_252 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %661 = stablehlo.multiply %660, %659 : tensor<64xf32>
    %662 = stablehlo.add %658, %661 : tensor<64xf32>
    %cst_253 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %663 = stablehlo.power %cst_253, %1 : tensor<f32>
    %cst_254 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %664 = stablehlo.subtract %cst_254, %663 : tensor<f32>
    %665 = stablehlo.broadcast_in_dim %664, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %666 = stablehlo.divide %656, %665 : tensor<64xf32>
    %cst_255 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %668 = stablehlo.multiply %667, %666 : tensor<64xf32>
    %cst_256 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %669 = stablehlo.power %cst_256, %1 : tensor<f32>
    %cst_257 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %670 = stablehlo.subtract %cst_257, %669 : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %670, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %672 = stablehlo.divide %662, %671 : tensor<64xf32>
    %673 = stablehlo.sqrt %672 : tensor<64xf32>
    %cst_258 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %674 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %675 = stablehlo.add %673, %674 : tensor<64xf32>
    %676 = stablehlo.divide %668, %675 : tensor<64xf32>
    %677 = stablehlo.subtract %arg25, %676 : tensor<64xf32>
    %cst_259 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %679 = stablehlo.multiply %678, %arg226 : tensor<2x3x4xf32>
    %cst_260 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %681 = stablehlo.multiply %680, %arg126 : tensor<2x3x4xf32>
    %682 = stablehlo.add %679, %681 : tensor<2x3x4xf32>
    %cst_261 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %684 = stablehlo.multiply %683, %arg326 : tensor<2x3x4xf32>
    %685 = chlo.square %arg126 : tensor<2x3x4xf32> -> tensor<2x3x4xf32>
    %cst_262 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %686 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %687 = stablehlo.multiply %686, %685 : tensor<2x3x4xf32>
    %688 = stablehlo.add %684, %687 : tensor<2x3x4xf32>
    %cst_263 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %689 = stablehlo.power %cst_263, %1 : tensor<f32>
    %cst_264 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %690 = stablehlo.subtract %cst_264, %689 : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %690, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %692 = stablehlo.divide %682, %691 : tensor<2x3x4xf32>
    %cst_265 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %693 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %694 = stablehlo.multiply %693, %692 : tensor<2x3x4xf32>
    %cst_266 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %695 = stablehlo.power %cst_266, %1 : tensor<f32>
    %cst_267 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %696 = stablehlo.subtract %cst_267, %695 : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %698 = stablehlo.divide %688, %697 : tensor<2x3x4xf32>
    %699 = stablehlo.sqrt %698 : tensor<2x3x4xf32>
    %cst_268 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %701 = stablehlo.add %699, %700 : tensor<2x3x4xf32>
    %702 = stablehlo.divide %694, %701 : tensor<2x3x4xf32>
    %703 = stablehlo.subtract %arg26, %702 : tensor<2x3x4xf32>
    %cst_269 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %704 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %705 = stablehlo.multiply %704, %arg227 : tensor<128xf32>
    %cst_270 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %707 = stablehlo.multiply %706, %arg127 : tensor<128xf32>
    %708 = stablehlo.add %705, %707 : tensor<128xf32>
    %cst_271 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %709 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %710 = stablehlo.multiply %709, %arg327 : tensor<128xf32>
    %711 = chlo.square %arg127 : tensor<128xf32> -> tensor<128xf32>
    %cst_272 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %713 = stablehlo.multiply %712, %711 : tensor<128xf32>
    %714 = stablehlo.add %710, %713 : tensor<128xf32>
    %cst_273 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %715 = stablehlo.power %cst_273, %1 : tensor<f32>
    %cst_274 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %716 = stablehlo.subtract %cst_274, %715 : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %716, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %718 = stablehlo.divide %708, %717 : tensor<128xf32>
    %cst_275 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %720 = stablehlo.multiply %719, %718 : tensor<128xf32>
    %cst_276 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %721 = stablehlo.power %cst_276, %1 : tensor<f32>
    %cst_277 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %722 = stablehlo.subtract %cst_277, %721 : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %722, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %724 = stablehlo.divide %714, %723 : tensor<128xf32>
    %725 = stablehlo.sqrt %724 : tensor<128xf32>
    %cst_278 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %727 = stablehlo.add %725, %726 : tensor<128xf32>
    %728 = stablehlo.divide %720, %727 : tensor<128xf32>
    %729 = stablehlo.subtract %arg27, %728 : tensor<128xf32>
    %cst_279 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %731 = stablehlo.multiply %730, %arg228 : tensor<10x10xf32>
    %cst_280 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %732 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %733 = stablehlo.multiply %732, %arg128 : tensor<10x10xf32>
    %734 = stablehlo.add %731, %733 : tensor<10x10xf32>
    %cst_281 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %736 = stablehlo.multiply %735, %arg328 : tensor<10x10xf32>
    %737 = chlo.square %arg128 : tensor<10x10xf32> -> tensor<10x10xf32>
    %cst_282 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %739 = stablehlo.multiply %738, %737 : tensor<10x10xf32>
    %740 = stablehlo.add %736, %739 : tensor<10x10xf32>
    %cst_283 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %741 = stablehlo.power %cst_283, %1 : tensor<f32>
    %cst_284 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %742 = stablehlo.subtract %cst_284, %741 : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %742, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %744 = stablehlo.divide %734, %743 : tensor<10x10xf32>
    %cst_285 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %745 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %746 = stablehlo.multiply %745, %744 : tensor<10x10xf32>
    %cst_286 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %747 = stablehlo.power %cst_286, %1 : tensor<f32>
    %cst_287 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %748 = stablehlo.subtract %cst_287, %747 : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %748, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %750 = stablehlo.divide %740, %749 : tensor<10x10xf32>
    %751 = stablehlo.sqrt %750 : tensor<10x10xf32>
    %cst_288 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %753 = stablehlo.add %751, %752 : tensor<10x10xf32>
    %754 = stablehlo.divide %746, %753 : tensor<10x10xf32>
    %755 = stablehlo.subtract %arg28, %754 : tensor<10x10xf32>
    %cst_289 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %757 = stablehlo.multiply %756, %arg229 : tensor<7xf32>
    %cst_290 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %759 = stablehlo.multiply %758, %arg129 : tensor<7xf32>
    %760 = stablehlo.add %757, %759 : tensor<7xf32>
    %cst_291 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %762 = stablehlo.multiply %761, %arg329 : tensor<7xf32>
    %763 = chlo.square %arg129 : tensor<7xf32> -> tensor<7xf32>
    %cst_292 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %765 = stablehlo.multiply %764, %763 : tensor<7xf32>
    %766 = stablehlo.add %762, %765 : tensor<7xf32>
    %cst_293 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %767 = stablehlo.power %cst_293, %1 : tensor<f32>
    %cst_294 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %768 = stablehlo.subtract %cst_294, %767 : tensor<f32>
    %769 = stablehlo.broadcast_in_dim %768, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %770 = stablehlo.divide %760, %769 : tensor<7xf32>
    %cst_295 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %771 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %772 = stablehlo.multiply %771, %770 : tensor<7xf32>
    %cst_296 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %773 = stablehlo.power %cst_296, %1 : tensor<f32>
    %cst_297 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %774 = stablehlo.subtract %cst_297, %773 : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %774, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %776 = stablehlo.divide %766, %775 : tensor<7xf32>
    %777 = stablehlo.sqrt %776 : tensor<7xf32>
    %cst_298 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %779 = stablehlo.add %777, %778 : tensor<7xf32>
    %780 = stablehlo.divide %772, %779 : tensor<7xf32>
    %781 = stablehlo.subtract %arg29, %780 : tensor<7xf32>
    %cst_299 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %783 = stablehlo.multiply %782, %arg230 : tensor<16xf32>
    %cst_300 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %785 = stablehlo.multiply %784, %arg130 : tensor<16xf32>
    %786 = stablehlo.add %783, %785 : tensor<16xf32>
    %cst_301 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %787 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %788 = stablehlo.multiply %787, %arg330 : tensor<16xf32>
    %789 = chlo.square %arg130 : tensor<16xf32> -> tensor<16xf32>
    %cst_302 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %791 = stablehlo.multiply %790, %789 : tensor<16xf32>
    %792 = stablehlo.add %788, %791 : tensor<16xf32>
    %cst_303 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %793 = stablehlo.power %cst_303, %1 : tensor<f32>
    %cst_304 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %794 = stablehlo.subtract %cst_304, %793 : tensor<f32>
    %795 = stablehlo.broadcast_in_dim %794, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %796 = stablehlo.divide %786, %795 : tensor<16xf32>
    %cst_305 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %798 = stablehlo.multiply %797, %796 : tensor<16xf32>
    %cst_306 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %799 = stablehlo.power %cst_306, %1 : tensor<f32>
    %cst_307 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %800 = stablehlo.subtract %cst_307, %799 : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %800, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %802 = stablehlo.divide %792, %801 : tensor<16xf32>
    %803 = stablehlo.sqrt %802 : tensor<16xf32>
    %cst_308 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %805 = stablehlo.add %803, %804 : tensor<16xf32>
    %806 = stablehlo.divide %798, %805 : tensor<16xf32>
    %807 = stablehlo.subtract %arg30, %806 : tensor<16xf32>
    %cst_309 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %809 = stablehlo.multiply %808, %arg231 : tensor<8x8xf32>
    %cst_310 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %811 = stablehlo.multiply %810, %arg131 : tensor<8x8xf32>
    %812 = stablehlo.add %809, %811 : tensor<8x8xf32>
    %cst_311 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %813 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %814 = stablehlo.multiply %813, %arg331 : tensor<8x8xf32>
    %815 = chlo.square %arg131 : tensor<8x8xf32> -> tensor<8x8xf32>
    %cst_312 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %817 = stablehlo.multiply %816, %815 : tensor<8x8xf32>
    %818 = stablehlo.add %814, %817 : tensor<8x8xf32>
    %cst_313 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %819 = stablehlo.power %cst_313, %1 : tensor<f32>
    %cst_314 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %820 = stablehlo.subtract %cst_314, %819 : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %820, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %822 = stablehlo.divide %812, %821 : tensor<8x8xf32>
    %cst_315 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %823 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %824 = stablehlo.multiply %823, %822 : tensor<8x8xf32>
    %cst_316 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %825 = stablehlo.power %cst_316, %1 : tensor<f32>
    %cst_317 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %826 = stablehlo.subtract %cst_317, %825 : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %826, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %828 = stablehlo.divide %818, %827 : tensor<8x8xf32>
    %829 = stablehlo.sqrt %828 : tensor<8x8xf32>
    %cst_318 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %831 = stablehlo.add %829, %830 : tensor<8x8xf32>
    %832 = stablehlo.divide %824, %831 : tensor<8x8xf32>
    %833 = stablehlo.subtract %arg31, %832 : tensor<8x8xf32>
    %cst_319 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %835 = stablehlo.multiply %834, %arg232 : tensor<4x16xf32>
    %cst_320 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %837 = stablehlo.multiply %836, %arg132 : tensor<4x16xf32>
    %838 = stablehlo.add %835, %837 : tensor<4x16xf32>
    %cst_321 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %840 = stablehlo.multiply %839, %arg332 : tensor<4x16xf32>
    %841 = chlo.square %arg132 : tensor<4x16xf32> -> tensor<4x16xf32>
    %cst_322 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %843 = stablehlo.multiply %842, %841 : tensor<4x16xf32>
    %844 = stablehlo.add %840, %843 : tensor<4x16xf32>
    %cst_323 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %845 = stablehlo.power %cst_323, %1 : tensor<f32>
    %cst_324 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %846 = stablehlo.subtract %cst_324, %845 : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %846, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %848 = stablehlo.divide %838, %847 : tensor<4x16xf32>
    %cst_325 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %849 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %850 = stablehlo.multiply %849, %848 : tensor<4x16xf32>
    %cst_326 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %851 = stablehlo.power %cst_326, %1 : tensor<f32>
    %cst_327 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %852 = stablehlo.subtract %cst_327, %851 : tensor<f32>
    %853 = stablehlo.broadcast_in_dim %852, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %854 = stablehlo.divide %844, %853 : tensor<4x16xf32>
    %855 = stablehlo.sqrt %854 : tensor<4x16xf32>
    %cst_328 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %857 = stablehlo.add %855, %856 : tensor<4x16xf32>
    %858 = stablehlo.divide %850, %857 : tensor<4x16xf32>
    %859 = stablehlo.subtract %arg32, %858 : tensor<4x16xf32>
    %cst_329 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %861 = stablehlo.multiply %860, %arg233 : tensor<32xf32>
    %cst_330 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %862 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %863 = stablehlo.multiply %862, %arg133 : tensor<32xf32>
    %864 = stablehlo.add %861, %863 : tensor<32xf32>
    %cst_331 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %865 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %866 = stablehlo.multiply %865, %arg333 : tensor<32xf32>
    %867 = chlo.square %arg133 : tensor<32xf32> -> tensor<32xf32>
    %cst_332 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %869 = stablehlo.multiply %868, %867 : tensor<32xf32>
    %870 = stablehlo.add %866, %869 : tensor<32xf32>
    %cst_333 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %871 = stablehlo.power %cst_333, %1 : tensor<f32>
    %cst_334 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %872 = stablehlo.subtract %cst_334, %871 : tensor<f32>
    %873 = stablehlo.broadcast_in_dim %872, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %874 = stablehlo.divide %864, %873 : tensor<32xf32>
    %cst_335 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %876 = stablehlo.multiply %875, %874 : tensor<32xf32>
    %cst_336 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %877 = stablehlo.power %cst_336, %1 : tensor<f32>
    %cst_337 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %878 = stablehlo.subtract %cst_337, %877 : tensor<f32>
    %879 = stablehlo.broadcast_in_dim %878, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %880 = stablehlo.divide %870, %879 : tensor<32xf32>
    %881 = stablehlo.sqrt %880 : tensor<32xf32>
    %cst_338 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %883 = stablehlo.add %881, %882 : tensor<32xf32>
    %884 = stablehlo.divide %876, %883 : tensor<32xf32>
    %885 = stablehlo.subtract %arg33, %884 : tensor<32xf32>
    %cst_339 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %887 = stablehlo.multiply %886, %arg234 : tensor<3x5xf32>
    %cst_340 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %889 = stablehlo.multiply %888, %arg134 : tensor<3x5xf32>
    %890 = stablehlo.add %887, %889 : tensor<3x5xf32>
    %cst_341 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %892 = stablehlo.multiply %891, %arg334 : tensor<3x5xf32>
    %893 = chlo.square %arg134 : tensor<3x5xf32> -> tensor<3x5xf32>
    %cst_342 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %895 = stablehlo.multiply %894, %893 : tensor<3x5xf32>
    %896 = stablehlo.add %892, %895 : tensor<3x5xf32>
    %cst_343 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %897 = stablehlo.power %cst_343, %1 : tensor<f32>
    %cst_344 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %898 = stablehlo.subtract %cst_344, %897 : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %898, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %900 = stablehlo.divide %890, %899 : tensor<3x5xf32>
    %cst_345 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %902 = stablehlo.multiply %901, %900 : tensor<3x5xf32>
    %cst_346 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %903 = stablehlo.power %cst_346, %1 : tensor<f32>
    %cst_347 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %904 = stablehlo.subtract %cst_347, %903 : tensor<f32>
    %905 = stablehlo.broadcast_in_dim %904, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %906 = stablehlo.divide %896, %905 : tensor<3x5xf32>
    %907 = stablehlo.sqrt %906 : tensor<3x5xf32>
    %cst_348 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %908 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %909 = stablehlo.add %907, %908 : tensor<3x5xf32>
    %910 = stablehlo.divide %902, %909 : tensor<3x5xf32>
    %911 = stablehlo.subtract %arg34, %910 : tensor<3x5xf32>
    %cst_349 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %913 = stablehlo.multiply %912, %arg235 : tensor<64xf32>
    %cst_350 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %915 = stablehlo.multiply %914, %arg135 : tensor<64xf32>
    %916 = stablehlo.add %913, %915 : tensor<64xf32>
    %cst_351 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %918 = stablehlo.multiply %917, %arg335 : tensor<64xf32>
    %919 = chlo.square %arg135 : tensor<64xf32> -> tensor<64xf32>
    %cst_352 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %920 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %921 = stablehlo.multiply %920, %919 : tensor<64xf32>
    %922 = stablehlo.add %918, %921 : tensor<64xf32>
    %cst_353 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %923 = stablehlo.power %cst_353, %1 : tensor<f32>
    %cst_354 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %924 = stablehlo.subtract %cst_354, %923 : tensor<f32>
    %925 = stablehlo.broadcast_in_dim %924, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %926 = stablehlo.divide %916, %925 : tensor<64xf32>
    %cst_355 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %928 = stablehlo.multiply %927, %926 : tensor<64xf32>
    %cst_356 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %929 = stablehlo.power %cst_356, %1 : tensor<f32>
    %cst_357 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %930 = stablehlo.subtract %cst_357, %929 : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %930, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %932 = stablehlo.divide %922, %931 : tensor<64xf32>
    %933 = stablehlo.sqrt %932 : tensor<64xf32>
    %cst_358 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %934 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %935 = stablehlo.add %933, %934 : tensor<64xf32>
    %936 = stablehlo.divide %928, %935 : tensor<64xf32>
    %937 = stablehlo.subtract %arg35, %936 : tensor<64xf32>
    %cst_359 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %938 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %939 = stablehlo.multiply %938, %arg236 : tensor<2x3x4xf32>
    %cst_360 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %940 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %941 = stablehlo.multiply %940, %arg136 : tensor<2x3x4xf32>
    %942 = stablehlo.add %939, %941 : tensor<2x3x4xf32>
    %cst_361 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %943 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %944 = stablehlo.multiply %943, %arg336 : tensor<2x3x4xf32>
    %945 = chlo.square %arg136 : tensor<2x3x4xf32> -> tensor<2x3x4xf32>
    %cst_362 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %947 = stablehlo.multiply %946, %945 : tensor<2x3x4xf32>
    %948 = stablehlo.add %944, %947 : tensor<2x3x4xf32>
    %cst_363 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %949 = stablehlo.power %cst_363, %1 : tensor<f32>
    %cst_364 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %950 = stablehlo.subtract %cst_364, %949 : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %950, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %952 = stablehlo.divide %942, %951 : tensor<2x3x4xf32>
    %cst_365 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %953 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %954 = stablehlo.multiply %953, %952 : tensor<2x3x4xf32>
    %cst_366 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %955 = stablehlo.power %cst_366, %1 : tensor<f32>
    %cst_367 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %956 = stablehlo.subtract %cst_367, %955 : tensor<f32>
    %957 = stablehlo.broadcast_in_dim %956, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %958 = stablehlo.divide %948, %957 : tensor<2x3x4xf32>
    %959 = stablehlo.sqrt %958 : tensor<2x3x4xf32>
    %cst_368 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %960 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %961 = stablehlo.add %959, %960 : tensor<2x3x4xf32>
    %962 = stablehlo.divide %954, %961 : tensor<2x3x4xf32>
    %963 = stablehlo.subtract %arg36, %962 : tensor<2x3x4xf32>
    %cst_369 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %964 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %965 = stablehlo.multiply %964, %arg237 : tensor<128xf32>
    %cst_370 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %966 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %967 = stablehlo.multiply %966, %arg137 : tensor<128xf32>
    %968 = stablehlo.add %965, %967 : tensor<128xf32>
    %cst_371 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %969 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %970 = stablehlo.multiply %969, %arg337 : tensor<128xf32>
    %971 = chlo.square %arg137 : tensor<128xf32> -> tensor<128xf32>
    %cst_372 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %972 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %973 = stablehlo.multiply %972, %971 : tensor<128xf32>
    %974 = stablehlo.add %970, %973 : tensor<128xf32>
    %cst_373 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %975 = stablehlo.power %cst_373, %1 : tensor<f32>
    %cst_374 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %976 = stablehlo.subtract %cst_374, %975 : tensor<f32>
    %977 = stablehlo.broadcast_in_dim %976, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %978 = stablehlo.divide %968, %977 : tensor<128xf32>
    %cst_375 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %979 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %980 = stablehlo.multiply %979, %978 : tensor<128xf32>
    %cst_376 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %981 = stablehlo.power %cst_376, %1 : tensor<f32>
    %cst_377 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %982 = stablehlo.subtract %cst_377, %981 : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %982, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %984 = stablehlo.divide %974, %983 : tensor<128xf32>
    %985 = stablehlo.sqrt %984 : tensor<128xf32>
    %cst_378 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %986 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %987 = stablehlo.add %985, %986 : tensor<128xf32>
    %988 = stablehlo.divide %980, %987 : tensor<128xf32>
    %989 = stablehlo.subtract %arg37, %988 : tensor<128xf32>
    %cst_379 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %990 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %991 = stablehlo.multiply %990, %arg238 : tensor<10x10xf32>
    %cst_380 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %992 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %993 = stablehlo.multiply %992, %arg138 : tensor<10x10xf32>
    %994 = stablehlo.add %991, %993 : tensor<10x10xf32>
    %cst_381 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %995 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %996 = stablehlo.multiply %995, %arg338 : tensor<10x10xf32>
    %997 = chlo.square %arg138 : tensor<10x10xf32> -> tensor<10x10xf32>
    %cst_382 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %998 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %999 = stablehlo.multiply %998, %997 : tensor<10x10xf32>
    %1000 = stablehlo.add %996, %999 : tensor<10x10xf32>
    %cst_383 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1001 = stablehlo.power %cst_383, %1 : tensor<f32>
    %cst_384 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1002 = stablehlo.subtract %cst_384, %1001 : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %1002, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1004 = stablehlo.divide %994, %1003 : tensor<10x10xf32>
    %cst_385 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1005 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1006 = stablehlo.multiply %1005, %1004 : tensor<10x10xf32>
    %cst_386 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1007 = stablehlo.power %cst_386, %1 : tensor<f32>
    %cst_387 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1008 = stablehlo.subtract %cst_387, %1007 : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %1008, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1010 = stablehlo.divide %1000, %1009 : tensor<10x10xf32>
    %1011 = stablehlo.sqrt %1010 : tensor<10x10xf32>
    %cst_388 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1013 = stablehlo.add %1011, %1012 : tensor<10x10xf32>
    %1014 = stablehlo.divide %1006, %1013 : tensor<10x10xf32>
    %1015 = stablehlo.subtract %arg38, %1014 : tensor<10x10xf32>
    %cst_389 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1016 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1017 = stablehlo.multiply %1016, %arg239 : tensor<7xf32>
    %cst_390 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1019 = stablehlo.multiply %1018, %arg139 : tensor<7xf32>
    %1020 = stablehlo.add %1017, %1019 : tensor<7xf32>
    %cst_391 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1022 = stablehlo.multiply %1021, %arg339 : tensor<7xf32>
    %1023 = chlo.square %arg139 : tensor<7xf32> -> tensor<7xf32>
    %cst_392 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1024 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1025 = stablehlo.multiply %1024, %1023 : tensor<7xf32>
    %1026 = stablehlo.add %1022, %1025 : tensor<7xf32>
    %cst_393 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1027 = stablehlo.power %cst_393, %1 : tensor<f32>
    %cst_394 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1028 = stablehlo.subtract %cst_394, %1027 : tensor<f32>
    %1029 = stablehlo.broadcast_in_dim %1028, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1030 = stablehlo.divide %1020, %1029 : tensor<7xf32>
    %cst_395 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1031 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1032 = stablehlo.multiply %1031, %1030 : tensor<7xf32>
    %cst_396 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1033 = stablehlo.power %cst_396, %1 : tensor<f32>
    %cst_397 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1034 = stablehlo.subtract %cst_397, %1033 : tensor<f32>
    %1035 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1036 = stablehlo.divide %1026, %1035 : tensor<7xf32>
    %1037 = stablehlo.sqrt %1036 : tensor<7xf32>
    %cst_398 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1038 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1039 = stablehlo.add %1037, %1038 : tensor<7xf32>
    %1040 = stablehlo.divide %1032, %1039 : tensor<7xf32>
    %1041 = stablehlo.subtract %arg39, %1040 : tensor<7xf32>
    %cst_399 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1042 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1043 = stablehlo.multiply %1042, %arg240 : tensor<16xf32>
    %cst_400 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1044 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1045 = stablehlo.multiply %1044, %arg140 : tensor<16xf32>
    %1046 = stablehlo.add %1043, %1045 : tensor<16xf32>
    %cst_401 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1047 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1048 = stablehlo.multiply %1047, %arg340 : tensor<16xf32>
    %1049 = chlo.square %arg140 : tensor<16xf32> -> tensor<16xf32>
    %cst_402 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1050 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1051 = stablehlo.multiply %1050, %1049 : tensor<16xf32>
    %1052 = stablehlo.add %1048, %1051 : tensor<16xf32>
    %cst_403 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1053 = stablehlo.power %cst_403, %1 : tensor<f32>
    %cst_404 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1054 = stablehlo.subtract %cst_404, %1053 : tensor<f32>
    %1055 = stablehlo.broadcast_in_dim %1054, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1056 = stablehlo.divide %1046, %1055 : tensor<16xf32>
    %cst_405 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1058 = stablehlo.multiply %1057, %1056 : tensor<16xf32>
    %cst_406 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1059 = stablehlo.power %cst_406, %1 : tensor<f32>
    %cst_407 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1060 = stablehlo.subtract %cst_407, %1059 : tensor<f32>
    %1061 = stablehlo.broadcast_in_dim %1060, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1062 = stablehlo.divide %1052, %1061 : tensor<16xf32>
    %1063 = stablehlo.sqrt %1062 : tensor<16xf32>
    %cst_408 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1064 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1065 = stablehlo.add %1063, %1064 : tensor<16xf32>
    %1066 = stablehlo.divide %1058, %1065 : tensor<16xf32>
    %1067 = stablehlo.subtract %arg40, %1066 : tensor<16xf32>
    %cst_409 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1069 = stablehlo.multiply %1068, %arg241 : tensor<8x8xf32>
    %cst_410 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1070 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1071 = stablehlo.multiply %1070, %arg141 : tensor<8x8xf32>
    %1072 = stablehlo.add %1069, %1071 : tensor<8x8xf32>
    %cst_411 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1073 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1074 = stablehlo.multiply %1073, %arg341 : tensor<8x8xf32>
    %1075 = chlo.square %arg141 : tensor<8x8xf32> -> tensor<8x8xf32>
    %cst_412 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1076 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1077 = stablehlo.multiply %1076, %1075 : tensor<8x8xf32>
    %1078 = stablehlo.add %1074, %1077 : tensor<8x8xf32>
    %cst_413 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1079 = stablehlo.power %cst_413, %1 : tensor<f32>
    %cst_414 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1080 = stablehlo.subtract %cst_414, %1079 : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %1080, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1082 = stablehlo.divide %1072, %1081 : tensor<8x8xf32>
    %cst_415 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1083 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1084 = stablehlo.multiply %1083, %1082 : tensor<8x8xf32>
    %cst_416 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1085 = stablehlo.power %cst_416, %1 : tensor<f32>
    %cst_417 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1086 = stablehlo.subtract %cst_417, %1085 : tensor<f32>
    %1087 = stablehlo.broadcast_in_dim %1086, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1088 = stablehlo.divide %1078, %1087 : tensor<8x8xf32>
    %1089 = stablehlo.sqrt %1088 : tensor<8x8xf32>
    %cst_418 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1090 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1091 = stablehlo.add %1089, %1090 : tensor<8x8xf32>
    %1092 = stablehlo.divide %1084, %1091 : tensor<8x8xf32>
    %1093 = stablehlo.subtract %arg41, %1092 : tensor<8x8xf32>
    %cst_419 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1094 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1095 = stablehlo.multiply %1094, %arg242 : tensor<4x16xf32>
    %cst_420 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1097 = stablehlo.multiply %1096, %arg142 : tensor<4x16xf32>
    %1098 = stablehlo.add %1095, %1097 : tensor<4x16xf32>
    %cst_421 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1099 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1100 = stablehlo.multiply %1099, %arg342 : tensor<4x16xf32>
    %1101 = chlo.square %arg142 : tensor<4x16xf32> -> tensor<4x16xf32>
    %cst_422 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1103 = stablehlo.multiply %1102, %1101 : tensor<4x16xf32>
    %1104 = stablehlo.add %1100, %1103 : tensor<4x16xf32>
    %cst_423 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1105 = stablehlo.power %cst_423, %1 : tensor<f32>
    %cst_424 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1106 = stablehlo.subtract %cst_424, %1105 : tensor<f32>
    %1107 = stablehlo.broadcast_in_dim %1106, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1108 = stablehlo.divide %1098, %1107 : tensor<4x16xf32>
    %cst_425 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1109 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1110 = stablehlo.multiply %1109, %1108 : tensor<4x16xf32>
    %cst_426 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1111 = stablehlo.power %cst_426, %1 : tensor<f32>
    %cst_427 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1112 = stablehlo.subtract %cst_427, %1111 : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %1112, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1114 = stablehlo.divide %1104, %1113 : tensor<4x16xf32>
    %1115 = stablehlo.sqrt %1114 : tensor<4x16xf32>
    %cst_428 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1116 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1117 = stablehlo.add %1115, %1116 : tensor<4x16xf32>
    %1118 = stablehlo.divide %1110, %1117 : tensor<4x16xf32>
    %1119 = stablehlo.subtract %arg42, %1118 : tensor<4x16xf32>
    %cst_429 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1120 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1121 = stablehlo.multiply %1120, %arg243 : tensor<32xf32>
    %cst_430 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1122 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1123 = stablehlo.multiply %1122, %arg143 : tensor<32xf32>
    %1124 = stablehlo.add %1121, %1123 : tensor<32xf32>
    %cst_431 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1125 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1126 = stablehlo.multiply %1125, %arg343 : tensor<32xf32>
    %1127 = chlo.square %arg143 : tensor<32xf32> -> tensor<32xf32>
    %cst_432 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1128 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1129 = stablehlo.multiply %1128, %1127 : tensor<32xf32>
    %1130 = stablehlo.add %1126, %1129 : tensor<32xf32>
    %cst_433 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1131 = stablehlo.power %cst_433, %1 : tensor<f32>
    %cst_434 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1132 = stablehlo.subtract %cst_434, %1131 : tensor<f32>
    %1133 = stablehlo.broadcast_in_dim %1132, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1134 = stablehlo.divide %1124, %1133 : tensor<32xf32>
    %cst_435 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1135 = stablehlo.broadcast_in_dim %cst_435, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1136 = stablehlo.multiply %1135, %1134 : tensor<32xf32>
    %cst_436 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1137 = stablehlo.power %cst_436, %1 : tensor<f32>
    %cst_437 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1138 = stablehlo.subtract %cst_437, %1137 : tensor<f32>
    %1139 = stablehlo.broadcast_in_dim %1138, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1140 = stablehlo.divide %1130, %1139 : tensor<32xf32>
    %1141 = stablehlo.sqrt %1140 : tensor<32xf32>
    %cst_438 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1142 = stablehlo.broadcast_in_dim %cst_438, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1143 = stablehlo.add %1141, %1142 : tensor<32xf32>
    %1144 = stablehlo.divide %1136, %1143 : tensor<32xf32>
    %1145 = stablehlo.subtract %arg43, %1144 : tensor<32xf32>
    %cst_439 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1146 = stablehlo.broadcast_in_dim %cst_439, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1147 = stablehlo.multiply %1146, %arg244 : tensor<3x5xf32>
    %cst_440 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1148 = stablehlo.broadcast_in_dim %cst_440, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1149 = stablehlo.multiply %1148, %arg144 : tensor<3x5xf32>
    %1150 = stablehlo.add %1147, %1149 : tensor<3x5xf32>
    %cst_441 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1151 = stablehlo.broadcast_in_dim %cst_441, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1152 = stablehlo.multiply %1151, %arg344 : tensor<3x5xf32>
    %1153 = chlo.square %arg144 : tensor<3x5xf32> -> tensor<3x5xf32>
    %cst_442 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1154 = stablehlo.broadcast_in_dim %cst_442, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1155 = stablehlo.multiply %1154, %1153 : tensor<3x5xf32>
    %1156 = stablehlo.add %1152, %1155 : tensor<3x5xf32>
    %cst_443 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1157 = stablehlo.power %cst_443, %1 : tensor<f32>
    %cst_444 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1158 = stablehlo.subtract %cst_444, %1157 : tensor<f32>
    %1159 = stablehlo.broadcast_in_dim %1158, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1160 = stablehlo.divide %1150, %1159 : tensor<3x5xf32>
    %cst_445 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1161 = stablehlo.broadcast_in_dim %cst_445, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1162 = stablehlo.multiply %1161, %1160 : tensor<3x5xf32>
    %cst_446 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1163 = stablehlo.power %cst_446, %1 : tensor<f32>
    %cst_447 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1164 = stablehlo.subtract %cst_447, %1163 : tensor<f32>
    %1165 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1166 = stablehlo.divide %1156, %1165 : tensor<3x5xf32>
    %1167 = stablehlo.sqrt %1166 : tensor<3x5xf32>
    %cst_448 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1168 = stablehlo.broadcast_in_dim %cst_448, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1169 = stablehlo.add %1167, %1168 : tensor<3x5xf32>
    %1170 = stablehlo.divide %1162, %1169 : tensor<3x5xf32>
    %1171 = stablehlo.subtract %arg44, %1170 : tensor<3x5xf32>
    %cst_449 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1172 = stablehlo.broadcast_in_dim %cst_449, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1173 = stablehlo.multiply %1172, %arg245 : tensor<64xf32>
    %cst_450 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1174 = stablehlo.broadcast_in_dim %cst_450, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1175 = stablehlo.multiply %1174, %arg145 : tensor<64xf32>
    %1176 = stablehlo.add %1173, %1175 : tensor<64xf32>
    %cst_451 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1177 = stablehlo.broadcast_in_dim %cst_451, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1178 = stablehlo.multiply %1177, %arg345 : tensor<64xf32>
    %1179 = chlo.square %arg145 : tensor<64xf32> -> tensor<64xf32>
    %cst_452 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1180 = stablehlo.broadcast_in_dim %cst_452, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1181 = stablehlo.multiply %1180, %1179 : tensor<64xf32>
    %1182 = stablehlo.add %1178, %1181 : tensor<64xf32>
    %cst_453 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1183 = stablehlo.power %cst_453, %1 : tensor<f32>
    %cst_454 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1184 = stablehlo.subtract %cst_454, %1183 : tensor<f32>
    %1185 = stablehlo.broadcast_in_dim %1184, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1186 = stablehlo.divide %1176, %1185 : tensor<64xf32>
    %cst_455 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1187 = stablehlo.broadcast_in_dim %cst_455, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1188 = stablehlo.multiply %1187, %1186 : tensor<64xf32>
    %cst_456 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1189 = stablehlo.power %cst_456, %1 : tensor<f32>
    %cst_457 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1190 = stablehlo.subtract %cst_457, %1189 : tensor<f32>
    %1191 = stablehlo.broadcast_in_dim %1190, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1192 = stablehlo.divide %1182, %1191 : tensor<64xf32>
    %1193 = stablehlo.sqrt %1192 : tensor<64xf32>
    %cst_458 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1194 = stablehlo.broadcast_in_dim %cst_458, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1195 = stablehlo.add %1193, %1194 : tensor<64xf32>
    %1196 = stablehlo.divide %1188, %1195 : tensor<64xf32>
    %1197 = stablehlo.subtract %arg45, %1196 : tensor<64xf32>
    %cst_459 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1198 = stablehlo.broadcast_in_dim %cst_459, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1199 = stablehlo.multiply %1198, %arg246 : tensor<2x3x4xf32>
    %cst_460 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1200 = stablehlo.broadcast_in_dim %cst_460, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1201 = stablehlo.multiply %1200, %arg146 : tensor<2x3x4xf32>
    %1202 = stablehlo.add %1199, %1201 : tensor<2x3x4xf32>
    %cst_461 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1203 = stablehlo.broadcast_in_dim %cst_461, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1204 = stablehlo.multiply %1203, %arg346 : tensor<2x3x4xf32>
    %1205 = chlo.square %arg146 : tensor<2x3x4xf32> -> tensor<2x3x4xf32>
    %cst_462 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1206 = stablehlo.broadcast_in_dim %cst_462, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1207 = stablehlo.multiply %1206, %1205 : tensor<2x3x4xf32>
    %1208 = stablehlo.add %1204, %1207 : tensor<2x3x4xf32>
    %cst_463 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1209 = stablehlo.power %cst_463, %1 : tensor<f32>
    %cst_464 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1210 = stablehlo.subtract %cst_464, %1209 : tensor<f32>
    %1211 = stablehlo.broadcast_in_dim %1210, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1212 = stablehlo.divide %1202, %1211 : tensor<2x3x4xf32>
    %cst_465 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1213 = stablehlo.broadcast_in_dim %cst_465, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1214 = stablehlo.multiply %1213, %1212 : tensor<2x3x4xf32>
    %cst_466 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1215 = stablehlo.power %cst_466, %1 : tensor<f32>
    %cst_467 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1216 = stablehlo.subtract %cst_467, %1215 : tensor<f32>
    %1217 = stablehlo.broadcast_in_dim %1216, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1218 = stablehlo.divide %1208, %1217 : tensor<2x3x4xf32>
    %1219 = stablehlo.sqrt %1218 : tensor<2x3x4xf32>
    %cst_468 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1220 = stablehlo.broadcast_in_dim %cst_468, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1221 = stablehlo.add %1219, %1220 : tensor<2x3x4xf32>
    %1222 = stablehlo.divide %1214, %1221 : tensor<2x3x4xf32>
    %1223 = stablehlo.subtract %arg46, %1222 : tensor<2x3x4xf32>
    %cst_469 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1224 = stablehlo.broadcast_in_dim %cst_469, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1225 = stablehlo.multiply %1224, %arg247 : tensor<128xf32>
    %cst_470 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1226 = stablehlo.broadcast_in_dim %cst_470, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1227 = stablehlo.multiply %1226, %arg147 : tensor<128xf32>
    %1228 = stablehlo.add %1225, %1227 : tensor<128xf32>
    %cst_471 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1229 = stablehlo.broadcast_in_dim %cst_471, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1230 = stablehlo.multiply %1229, %arg347 : tensor<128xf32>
    %1231 = chlo.square %arg147 : tensor<128xf32> -> tensor<128xf32>
    %cst_472 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1232 = stablehlo.broadcast_in_dim %cst_472, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1233 = stablehlo.multiply %1232, %1231 : tensor<128xf32>
    %1234 = stablehlo.add %1230, %1233 : tensor<128xf32>
    %cst_473 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1235 = stablehlo.power %cst_473, %1 : tensor<f32>
    %cst_474 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1236 = stablehlo.subtract %cst_474, %1235 : tensor<f32>
    %1237 = stablehlo.broadcast_in_dim %1236, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1238 = stablehlo.divide %1228, %1237 : tensor<128xf32>
    %cst_475 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1239 = stablehlo.broadcast_in_dim %cst_475, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1240 = stablehlo.multiply %1239, %1238 : tensor<128xf32>
    %cst_476 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1241 = stablehlo.power %cst_476, %1 : tensor<f32>
    %cst_477 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1242 = stablehlo.subtract %cst_477, %1241 : tensor<f32>
    %1243 = stablehlo.broadcast_in_dim %1242, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1244 = stablehlo.divide %1234, %1243 : tensor<128xf32>
    %1245 = stablehlo.sqrt %1244 : tensor<128xf32>
    %cst_478 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1246 = stablehlo.broadcast_in_dim %cst_478, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1247 = stablehlo.add %1245, %1246 : tensor<128xf32>
    %1248 = stablehlo.divide %1240, %1247 : tensor<128xf32>
    %1249 = stablehlo.subtract %arg47, %1248 : tensor<128xf32>
    %cst_479 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1250 = stablehlo.broadcast_in_dim %cst_479, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1251 = stablehlo.multiply %1250, %arg248 : tensor<10x10xf32>
    %cst_480 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1252 = stablehlo.broadcast_in_dim %cst_480, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1253 = stablehlo.multiply %1252, %arg148 : tensor<10x10xf32>
    %1254 = stablehlo.add %1251, %1253 : tensor<10x10xf32>
    %cst_481 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1255 = stablehlo.broadcast_in_dim %cst_481, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1256 = stablehlo.multiply %1255, %arg348 : tensor<10x10xf32>
    %1257 = chlo.square %arg148 : tensor<10x10xf32> -> tensor<10x10xf32>
    %cst_482 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1258 = stablehlo.broadcast_in_dim %cst_482, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1259 = stablehlo.multiply %1258, %1257 : tensor<10x10xf32>
    %1260 = stablehlo.add %1256, %1259 : tensor<10x10xf32>
    %cst_483 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1261 = stablehlo.power %cst_483, %1 : tensor<f32>
    %cst_484 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1262 = stablehlo.subtract %cst_484, %1261 : tensor<f32>
    %1263 = stablehlo.broadcast_in_dim %1262, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1264 = stablehlo.divide %1254, %1263 : tensor<10x10xf32>
    %cst_485 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1265 = stablehlo.broadcast_in_dim %cst_485, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1266 = stablehlo.multiply %1265, %1264 : tensor<10x10xf32>
    %cst_486 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1267 = stablehlo.power %cst_486, %1 : tensor<f32>
    %cst_487 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1268 = stablehlo.subtract %cst_487, %1267 : tensor<f32>
    %1269 = stablehlo.broadcast_in_dim %1268, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1270 = stablehlo.divide %1260, %1269 : tensor<10x10xf32>
    %1271 = stablehlo.sqrt %1270 : tensor<10x10xf32>
    %cst_488 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1272 = stablehlo.broadcast_in_dim %cst_488, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1273 = stablehlo.add %1271, %1272 : tensor<10x10xf32>
    %1274 = stablehlo.divide %1266, %1273 : tensor<10x10xf32>
    %1275 = stablehlo.subtract %arg48, %1274 : tensor<10x10xf32>
    %cst_489 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1276 = stablehlo.broadcast_in_dim %cst_489, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1277 = stablehlo.multiply %1276, %arg249 : tensor<7xf32>
    %cst_490 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1278 = stablehlo.broadcast_in_dim %cst_490, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1279 = stablehlo.multiply %1278, %arg149 : tensor<7xf32>
    %1280 = stablehlo.add %1277, %1279 : tensor<7xf32>
    %cst_491 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1281 = stablehlo.broadcast_in_dim %cst_491, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1282 = stablehlo.multiply %1281, %arg349 : tensor<7xf32>
    %1283 = chlo.square %arg149 : tensor<7xf32> -> tensor<7xf32>
    %cst_492 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1284 = stablehlo.broadcast_in_dim %cst_492, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1285 = stablehlo.multiply %1284, %1283 : tensor<7xf32>
    %1286 = stablehlo.add %1282, %1285 : tensor<7xf32>
    %cst_493 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1287 = stablehlo.power %cst_493, %1 : tensor<f32>
    %cst_494 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1288 = stablehlo.subtract %cst_494, %1287 : tensor<f32>
    %1289 = stablehlo.broadcast_in_dim %1288, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1290 = stablehlo.divide %1280, %1289 : tensor<7xf32>
    %cst_495 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1291 = stablehlo.broadcast_in_dim %cst_495, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1292 = stablehlo.multiply %1291, %1290 : tensor<7xf32>
    %cst_496 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1293 = stablehlo.power %cst_496, %1 : tensor<f32>
    %cst_497 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1294 = stablehlo.subtract %cst_497, %1293 : tensor<f32>
    %1295 = stablehlo.broadcast_in_dim %1294, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1296 = stablehlo.divide %1286, %1295 : tensor<7xf32>
    %1297 = stablehlo.sqrt %1296 : tensor<7xf32>
    %cst_498 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1298 = stablehlo.broadcast_in_dim %cst_498, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1299 = stablehlo.add %1297, %1298 : tensor<7xf32>
    %1300 = stablehlo.divide %1292, %1299 : tensor<7xf32>
    %1301 = stablehlo.subtract %arg49, %1300 : tensor<7xf32>
    %cst_499 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1302 = stablehlo.broadcast_in_dim %cst_499, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1303 = stablehlo.multiply %1302, %arg250 : tensor<16xf32>
    %cst_500 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1304 = stablehlo.broadcast_in_dim %cst_500, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1305 = stablehlo.multiply %1304, %arg150 : tensor<16xf32>
    %1306 = stablehlo.add %1303, %1305 : tensor<16xf32>
    %cst_501 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1307 = stablehlo.broadcast_in_dim %cst_501, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1308 = stablehlo.multiply %1307, %arg350 : tensor<16xf32>
    %1309 = chlo.square %arg150 : tensor<16xf32> -> tensor<16xf32>
    %cst_502 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1310 = stablehlo.broadcast_in_dim %cst_502, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1311 = stablehlo.multiply %1310, %1309 : tensor<16xf32>
    %1312 = stablehlo.add %1308, %1311 : tensor<16xf32>
    %cst_503 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1313 = stablehlo.power %cst_503, %1 : tensor<f32>
    %cst_504 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1314 = stablehlo.subtract %cst_504, %1313 : tensor<f32>
    %1315 = stablehlo.broadcast_in_dim %1314, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1316 = stablehlo.divide %1306, %1315 : tensor<16xf32>
    %cst_505 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1317 = stablehlo.broadcast_in_dim %cst_505, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1318 = stablehlo.multiply %1317, %1316 : tensor<16xf32>
    %cst_506 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1319 = stablehlo.power %cst_506, %1 : tensor<f32>
    %cst_507 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1320 = stablehlo.subtract %cst_507, %1319 : tensor<f32>
    %1321 = stablehlo.broadcast_in_dim %1320, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1322 = stablehlo.divide %1312, %1321 : tensor<16xf32>
    %1323 = stablehlo.sqrt %1322 : tensor<16xf32>
    %cst_508 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1324 = stablehlo.broadcast_in_dim %cst_508, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1325 = stablehlo.add %1323, %1324 : tensor<16xf32>
    %1326 = stablehlo.divide %1318, %1325 : tensor<16xf32>
    %1327 = stablehlo.subtract %arg50, %1326 : tensor<16xf32>
    %cst_509 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1328 = stablehlo.broadcast_in_dim %cst_509, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1329 = stablehlo.multiply %1328, %arg251 : tensor<8x8xf32>
    %cst_510 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1330 = stablehlo.broadcast_in_dim %cst_510, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1331 = stablehlo.multiply %1330, %arg151 : tensor<8x8xf32>
    %1332 = stablehlo.add %1329, %1331 : tensor<8x8xf32>
    %cst_511 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1333 = stablehlo.broadcast_in_dim %cst_511, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1334 = stablehlo.multiply %1333, %arg351 : tensor<8x8xf32>
    %1335 = chlo.square %arg151 : tensor<8x8xf32> -> tensor<8x8xf32>
    %cst_512 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1336 = stablehlo.broadcast_in_dim %cst_512, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1337 = stablehlo.multiply %1336, %1335 : tensor<8x8xf32>
    %1338 = stablehlo.add %1334, %1337 : tensor<8x8xf32>
    %cst_513 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1339 = stablehlo.power %cst_513, %1 : tensor<f32>
    %cst_514 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1340 = stablehlo.subtract %cst_514, %1339 : tensor<f32>
    %1341 = stablehlo.broadcast_in_dim %1340, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1342 = stablehlo.divide %1332, %1341 : tensor<8x8xf32>
    %cst_515 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1343 = stablehlo.broadcast_in_dim %cst_515, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1344 = stablehlo.multiply %1343, %1342 : tensor<8x8xf32>
    %cst_516 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1345 = stablehlo.power %cst_516, %1 : tensor<f32>
    %cst_517 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1346 = stablehlo.subtract %cst_517, %1345 : tensor<f32>
    %1347 = stablehlo.broadcast_in_dim %1346, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1348 = stablehlo.divide %1338, %1347 : tensor<8x8xf32>
    %1349 = stablehlo.sqrt %1348 : tensor<8x8xf32>
    %cst_518 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1350 = stablehlo.broadcast_in_dim %cst_518, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1351 = stablehlo.add %1349, %1350 : tensor<8x8xf32>
    %1352 = stablehlo.divide %1344, %1351 : tensor<8x8xf32>
    %1353 = stablehlo.subtract %arg51, %1352 : tensor<8x8xf32>
    %cst_519 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1354 = stablehlo.broadcast_in_dim %cst_519, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1355 = stablehlo.multiply %1354, %arg252 : tensor<4x16xf32>
    %cst_520 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1356 = stablehlo.broadcast_in_dim %cst_520, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1357 = stablehlo.multiply %1356, %arg152 : tensor<4x16xf32>
    %1358 = stablehlo.add %1355, %1357 : tensor<4x16xf32>
    %cst_521 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1359 = stablehlo.broadcast_in_dim %cst_521, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1360 = stablehlo.multiply %1359, %arg352 : tensor<4x16xf32>
    %1361 = chlo.square %arg152 : tensor<4x16xf32> -> tensor<4x16xf32>
    %cst_522 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1362 = stablehlo.broadcast_in_dim %cst_522, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1363 = stablehlo.multiply %1362, %1361 : tensor<4x16xf32>
    %1364 = stablehlo.add %1360, %1363 : tensor<4x16xf32>
    %cst_523 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1365 = stablehlo.power %cst_523, %1 : tensor<f32>
    %cst_524 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1366 = stablehlo.subtract %cst_524, %1365 : tensor<f32>
    %1367 = stablehlo.broadcast_in_dim %1366, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1368 = stablehlo.divide %1358, %1367 : tensor<4x16xf32>
    %cst_525 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1369 = stablehlo.broadcast_in_dim %cst_525, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1370 = stablehlo.multiply %1369, %1368 : tensor<4x16xf32>
    %cst_526 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1371 = stablehlo.power %cst_526, %1 : tensor<f32>
    %cst_527 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1372 = stablehlo.subtract %cst_527, %1371 : tensor<f32>
    %1373 = stablehlo.broadcast_in_dim %1372, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1374 = stablehlo.divide %1364, %1373 : tensor<4x16xf32>
    %1375 = stablehlo.sqrt %1374 : tensor<4x16xf32>
    %cst_528 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1376 = stablehlo.broadcast_in_dim %cst_528, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1377 = stablehlo.add %1375, %1376 : tensor<4x16xf32>
    %1378 = stablehlo.divide %1370, %1377 : tensor<4x16xf32>
    %1379 = stablehlo.subtract %arg52, %1378 : tensor<4x16xf32>
    %cst_529 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1380 = stablehlo.broadcast_in_dim %cst_529, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1381 = stablehlo.multiply %1380, %arg253 : tensor<32xf32>
    %cst_530 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1382 = stablehlo.broadcast_in_dim %cst_530, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1383 = stablehlo.multiply %1382, %arg153 : tensor<32xf32>
    %1384 = stablehlo.add %1381, %1383 : tensor<32xf32>
    %cst_531 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1385 = stablehlo.broadcast_in_dim %cst_531, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1386 = stablehlo.multiply %1385, %arg353 : tensor<32xf32>
    %1387 = chlo.square %arg153 : tensor<32xf32> -> tensor<32xf32>
    %cst_532 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1388 = stablehlo.broadcast_in_dim %cst_532, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1389 = stablehlo.multiply %1388, %1387 : tensor<32xf32>
    %1390 = stablehlo.add %1386, %1389 : tensor<32xf32>
    %cst_533 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1391 = stablehlo.power %cst_533, %1 : tensor<f32>
    %cst_534 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1392 = stablehlo.subtract %cst_534, %1391 : tensor<f32>
    %1393 = stablehlo.broadcast_in_dim %1392, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1394 = stablehlo.divide %1384, %1393 : tensor<32xf32>
    %cst_535 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1395 = stablehlo.broadcast_in_dim %cst_535, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1396 = stablehlo.multiply %1395, %1394 : tensor<32xf32>
    %cst_536 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1397 = stablehlo.power %cst_536, %1 : tensor<f32>
    %cst_537 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1398 = stablehlo.subtract %cst_537, %1397 : tensor<f32>
    %1399 = stablehlo.broadcast_in_dim %1398, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1400 = stablehlo.divide %1390, %1399 : tensor<32xf32>
    %1401 = stablehlo.sqrt %1400 : tensor<32xf32>
    %cst_538 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1402 = stablehlo.broadcast_in_dim %cst_538, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1403 = stablehlo.add %1401, %1402 : tensor<32xf32>
    %1404 = stablehlo.divide %1396, %1403 : tensor<32xf32>
    %1405 = stablehlo.subtract %arg53, %1404 : tensor<32xf32>
    %cst_539 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1406 = stablehlo.broadcast_in_dim %cst_539, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1407 = stablehlo.multiply %1406, %arg254 : tensor<3x5xf32>
    %cst_540 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1408 = stablehlo.broadcast_in_dim %cst_540, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1409 = stablehlo.multiply %1408, %arg154 : tensor<3x5xf32>
    %1410 = stablehlo.add %1407, %1409 : tensor<3x5xf32>
    %cst_541 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1411 = stablehlo.broadcast_in_dim %cst_541, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1412 = stablehlo.multiply %1411, %arg354 : tensor<3x5xf32>
    %1413 = chlo.square %arg154 : tensor<3x5xf32> -> tensor<3x5xf32>
    %cst_542 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1414 = stablehlo.broadcast_in_dim %cst_542, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1415 = stablehlo.multiply %1414, %1413 : tensor<3x5xf32>
    %1416 = stablehlo.add %1412, %1415 : tensor<3x5xf32>
    %cst_543 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1417 = stablehlo.power %cst_543, %1 : tensor<f32>
    %cst_544 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1418 = stablehlo.subtract %cst_544, %1417 : tensor<f32>
    %1419 = stablehlo.broadcast_in_dim %1418, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1420 = stablehlo.divide %1410, %1419 : tensor<3x5xf32>
    %cst_545 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1421 = stablehlo.broadcast_in_dim %cst_545, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1422 = stablehlo.multiply %1421, %1420 : tensor<3x5xf32>
    %cst_546 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1423 = stablehlo.power %cst_546, %1 : tensor<f32>
    %cst_547 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1424 = stablehlo.subtract %cst_547, %1423 : tensor<f32>
    %1425 = stablehlo.broadcast_in_dim %1424, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1426 = stablehlo.divide %1416, %1425 : tensor<3x5xf32>
    %1427 = stablehlo.sqrt %1426 : tensor<3x5xf32>
    %cst_548 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1428 = stablehlo.broadcast_in_dim %cst_548, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1429 = stablehlo.add %1427, %1428 : tensor<3x5xf32>
    %1430 = stablehlo.divide %1422, %1429 : tensor<3x5xf32>
    %1431 = stablehlo.subtract %arg54, %1430 : tensor<3x5xf32>
    %cst_549 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1432 = stablehlo.broadcast_in_dim %cst_549, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1433 = stablehlo.multiply %1432, %arg255 : tensor<64xf32>
    %cst_550 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1434 = stablehlo.broadcast_in_dim %cst_550, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1435 = stablehlo.multiply %1434, %arg155 : tensor<64xf32>
    %1436 = stablehlo.add %1433, %1435 : tensor<64xf32>
    %cst_551 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1437 = stablehlo.broadcast_in_dim %cst_551, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1438 = stablehlo.multiply %1437, %arg355 : tensor<64xf32>
    %1439 = chlo.square %arg155 : tensor<64xf32> -> tensor<64xf32>
    %cst_552 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1440 = stablehlo.broadcast_in_dim %cst_552, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1441 = stablehlo.multiply %1440, %1439 : tensor<64xf32>
    %1442 = stablehlo.add %1438, %1441 : tensor<64xf32>
    %cst_553 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1443 = stablehlo.power %cst_553, %1 : tensor<f32>
    %cst_554 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1444 = stablehlo.subtract %cst_554, %1443 : tensor<f32>
    %1445 = stablehlo.broadcast_in_dim %1444, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1446 = stablehlo.divide %1436, %1445 : tensor<64xf32>
    %cst_555 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1447 = stablehlo.broadcast_in_dim %cst_555, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1448 = stablehlo.multiply %1447, %1446 : tensor<64xf32>
    %cst_556 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1449 = stablehlo.power %cst_556, %1 : tensor<f32>
    %cst_557 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1450 = stablehlo.subtract %cst_557, %1449 : tensor<f32>
    %1451 = stablehlo.broadcast_in_dim %1450, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1452 = stablehlo.divide %1442, %1451 : tensor<64xf32>
    %1453 = stablehlo.sqrt %1452 : tensor<64xf32>
    %cst_558 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1454 = stablehlo.broadcast_in_dim %cst_558, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1455 = stablehlo.add %1453, %1454 : tensor<64xf32>
    %1456 = stablehlo.divide %1448, %1455 : tensor<64xf32>
    %1457 = stablehlo.subtract %arg55, %1456 : tensor<64xf32>
    %cst_559 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1458 = stablehlo.broadcast_in_dim %cst_559, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1459 = stablehlo.multiply %1458, %arg256 : tensor<2x3x4xf32>
    %cst_560 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1460 = stablehlo.broadcast_in_dim %cst_560, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1461 = stablehlo.multiply %1460, %arg156 : tensor<2x3x4xf32>
    %1462 = stablehlo.add %1459, %1461 : tensor<2x3x4xf32>
    %cst_561 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1463 = stablehlo.broadcast_in_dim %cst_561, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1464 = stablehlo.multiply %1463, %arg356 : tensor<2x3x4xf32>
    %1465 = chlo.square %arg156 : tensor<2x3x4xf32> -> tensor<2x3x4xf32>
    %cst_562 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1466 = stablehlo.broadcast_in_dim %cst_562, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1467 = stablehlo.multiply %1466, %1465 : tensor<2x3x4xf32>
    %1468 = stablehlo.add %1464, %1467 : tensor<2x3x4xf32>
    %cst_563 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1469 = stablehlo.power %cst_563, %1 : tensor<f32>
    %cst_564 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1470 = stablehlo.subtract %cst_564, %1469 : tensor<f32>
    %1471 = stablehlo.broadcast_in_dim %1470, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1472 = stablehlo.divide %1462, %1471 : tensor<2x3x4xf32>
    %cst_565 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1473 = stablehlo.broadcast_in_dim %cst_565, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1474 = stablehlo.multiply %1473, %1472 : tensor<2x3x4xf32>
    %cst_566 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1475 = stablehlo.power %cst_566, %1 : tensor<f32>
    %cst_567 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1476 = stablehlo.subtract %cst_567, %1475 : tensor<f32>
    %1477 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1478 = stablehlo.divide %1468, %1477 : tensor<2x3x4xf32>
    %1479 = stablehlo.sqrt %1478 : tensor<2x3x4xf32>
    %cst_568 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1480 = stablehlo.broadcast_in_dim %cst_568, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1481 = stablehlo.add %1479, %1480 : tensor<2x3x4xf32>
    %1482 = stablehlo.divide %1474, %1481 : tensor<2x3x4xf32>
    %1483 = stablehlo.subtract %arg56, %1482 : tensor<2x3x4xf32>
    %cst_569 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1484 = stablehlo.broadcast_in_dim %cst_569, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1485 = stablehlo.multiply %1484, %arg257 : tensor<128xf32>
    %cst_570 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1486 = stablehlo.broadcast_in_dim %cst_570, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1487 = stablehlo.multiply %1486, %arg157 : tensor<128xf32>
    %1488 = stablehlo.add %1485, %1487 : tensor<128xf32>
    %cst_571 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1489 = stablehlo.broadcast_in_dim %cst_571, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1490 = stablehlo.multiply %1489, %arg357 : tensor<128xf32>
    %1491 = chlo.square %arg157 : tensor<128xf32> -> tensor<128xf32>
    %cst_572 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1492 = stablehlo.broadcast_in_dim %cst_572, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1493 = stablehlo.multiply %1492, %1491 : tensor<128xf32>
    %1494 = stablehlo.add %1490, %1493 : tensor<128xf32>
    %cst_573 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1495 = stablehlo.power %cst_573, %1 : tensor<f32>
    %cst_574 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1496 = stablehlo.subtract %cst_574, %1495 : tensor<f32>
    %1497 = stablehlo.broadcast_in_dim %1496, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1498 = stablehlo.divide %1488, %1497 : tensor<128xf32>
    %cst_575 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1499 = stablehlo.broadcast_in_dim %cst_575, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1500 = stablehlo.multiply %1499, %1498 : tensor<128xf32>
    %cst_576 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1501 = stablehlo.power %cst_576, %1 : tensor<f32>
    %cst_577 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1502 = stablehlo.subtract %cst_577, %1501 : tensor<f32>
    %1503 = stablehlo.broadcast_in_dim %1502, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1504 = stablehlo.divide %1494, %1503 : tensor<128xf32>
    %1505 = stablehlo.sqrt %1504 : tensor<128xf32>
    %cst_578 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1506 = stablehlo.broadcast_in_dim %cst_578, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1507 = stablehlo.add %1505, %1506 : tensor<128xf32>
    %1508 = stablehlo.divide %1500, %1507 : tensor<128xf32>
    %1509 = stablehlo.subtract %arg57, %1508 : tensor<128xf32>
    %cst_579 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1510 = stablehlo.broadcast_in_dim %cst_579, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1511 = stablehlo.multiply %1510, %arg258 : tensor<10x10xf32>
    %cst_580 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1512 = stablehlo.broadcast_in_dim %cst_580, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1513 = stablehlo.multiply %1512, %arg158 : tensor<10x10xf32>
    %1514 = stablehlo.add %1511, %1513 : tensor<10x10xf32>
    %cst_581 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1515 = stablehlo.broadcast_in_dim %cst_581, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1516 = stablehlo.multiply %1515, %arg358 : tensor<10x10xf32>
    %1517 = chlo.square %arg158 : tensor<10x10xf32> -> tensor<10x10xf32>
    %cst_582 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1518 = stablehlo.broadcast_in_dim %cst_582, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1519 = stablehlo.multiply %1518, %1517 : tensor<10x10xf32>
    %1520 = stablehlo.add %1516, %1519 : tensor<10x10xf32>
    %cst_583 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1521 = stablehlo.power %cst_583, %1 : tensor<f32>
    %cst_584 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1522 = stablehlo.subtract %cst_584, %1521 : tensor<f32>
    %1523 = stablehlo.broadcast_in_dim %1522, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1524 = stablehlo.divide %1514, %1523 : tensor<10x10xf32>
    %cst_585 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1525 = stablehlo.broadcast_in_dim %cst_585, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1526 = stablehlo.multiply %1525, %1524 : tensor<10x10xf32>
    %cst_586 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1527 = stablehlo.power %cst_586, %1 : tensor<f32>
    %cst_587 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1528 = stablehlo.subtract %cst_587, %1527 : tensor<f32>
    %1529 = stablehlo.broadcast_in_dim %1528, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1530 = stablehlo.divide %1520, %1529 : tensor<10x10xf32>
    %1531 = stablehlo.sqrt %1530 : tensor<10x10xf32>
    %cst_588 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1532 = stablehlo.broadcast_in_dim %cst_588, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1533 = stablehlo.add %1531, %1532 : tensor<10x10xf32>
    %1534 = stablehlo.divide %1526, %1533 : tensor<10x10xf32>
    %1535 = stablehlo.subtract %arg58, %1534 : tensor<10x10xf32>
    %cst_589 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1536 = stablehlo.broadcast_in_dim %cst_589, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1537 = stablehlo.multiply %1536, %arg259 : tensor<7xf32>
    %cst_590 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1538 = stablehlo.broadcast_in_dim %cst_590, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1539 = stablehlo.multiply %1538, %arg159 : tensor<7xf32>
    %1540 = stablehlo.add %1537, %1539 : tensor<7xf32>
    %cst_591 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1541 = stablehlo.broadcast_in_dim %cst_591, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1542 = stablehlo.multiply %1541, %arg359 : tensor<7xf32>
    %1543 = chlo.square %arg159 : tensor<7xf32> -> tensor<7xf32>
    %cst_592 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1544 = stablehlo.broadcast_in_dim %cst_592, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1545 = stablehlo.multiply %1544, %1543 : tensor<7xf32>
    %1546 = stablehlo.add %1542, %1545 : tensor<7xf32>
    %cst_593 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1547 = stablehlo.power %cst_593, %1 : tensor<f32>
    %cst_594 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1548 = stablehlo.subtract %cst_594, %1547 : tensor<f32>
    %1549 = stablehlo.broadcast_in_dim %1548, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1550 = stablehlo.divide %1540, %1549 : tensor<7xf32>
    %cst_595 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1551 = stablehlo.broadcast_in_dim %cst_595, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1552 = stablehlo.multiply %1551, %1550 : tensor<7xf32>
    %cst_596 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1553 = stablehlo.power %cst_596, %1 : tensor<f32>
    %cst_597 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1554 = stablehlo.subtract %cst_597, %1553 : tensor<f32>
    %1555 = stablehlo.broadcast_in_dim %1554, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1556 = stablehlo.divide %1546, %1555 : tensor<7xf32>
    %1557 = stablehlo.sqrt %1556 : tensor<7xf32>
    %cst_598 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1558 = stablehlo.broadcast_in_dim %cst_598, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1559 = stablehlo.add %1557, %1558 : tensor<7xf32>
    %1560 = stablehlo.divide %1552, %1559 : tensor<7xf32>
    %1561 = stablehlo.subtract %arg59, %1560 : tensor<7xf32>
    %cst_599 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1562 = stablehlo.broadcast_in_dim %cst_599, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1563 = stablehlo.multiply %1562, %arg260 : tensor<16xf32>
    %cst_600 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1564 = stablehlo.broadcast_in_dim %cst_600, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1565 = stablehlo.multiply %1564, %arg160 : tensor<16xf32>
    %1566 = stablehlo.add %1563, %1565 : tensor<16xf32>
    %cst_601 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1567 = stablehlo.broadcast_in_dim %cst_601, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1568 = stablehlo.multiply %1567, %arg360 : tensor<16xf32>
    %1569 = chlo.square %arg160 : tensor<16xf32> -> tensor<16xf32>
    %cst_602 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1570 = stablehlo.broadcast_in_dim %cst_602, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1571 = stablehlo.multiply %1570, %1569 : tensor<16xf32>
    %1572 = stablehlo.add %1568, %1571 : tensor<16xf32>
    %cst_603 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1573 = stablehlo.power %cst_603, %1 : tensor<f32>
    %cst_604 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1574 = stablehlo.subtract %cst_604, %1573 : tensor<f32>
    %1575 = stablehlo.broadcast_in_dim %1574, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1576 = stablehlo.divide %1566, %1575 : tensor<16xf32>
    %cst_605 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1577 = stablehlo.broadcast_in_dim %cst_605, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1578 = stablehlo.multiply %1577, %1576 : tensor<16xf32>
    %cst_606 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1579 = stablehlo.power %cst_606, %1 : tensor<f32>
    %cst_607 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1580 = stablehlo.subtract %cst_607, %1579 : tensor<f32>
    %1581 = stablehlo.broadcast_in_dim %1580, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1582 = stablehlo.divide %1572, %1581 : tensor<16xf32>
    %1583 = stablehlo.sqrt %1582 : tensor<16xf32>
    %cst_608 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1584 = stablehlo.broadcast_in_dim %cst_608, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1585 = stablehlo.add %1583, %1584 : tensor<16xf32>
    %1586 = stablehlo.divide %1578, %1585 : tensor<16xf32>
    %1587 = stablehlo.subtract %arg60, %1586 : tensor<16xf32>
    %cst_609 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1588 = stablehlo.broadcast_in_dim %cst_609, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1589 = stablehlo.multiply %1588, %arg261 : tensor<8x8xf32>
    %cst_610 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1590 = stablehlo.broadcast_in_dim %cst_610, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1591 = stablehlo.multiply %1590, %arg161 : tensor<8x8xf32>
    %1592 = stablehlo.add %1589, %1591 : tensor<8x8xf32>
    %cst_611 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1593 = stablehlo.broadcast_in_dim %cst_611, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1594 = stablehlo.multiply %1593, %arg361 : tensor<8x8xf32>
    %1595 = chlo.square %arg161 : tensor<8x8xf32> -> tensor<8x8xf32>
    %cst_612 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1596 = stablehlo.broadcast_in_dim %cst_612, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1597 = stablehlo.multiply %1596, %1595 : tensor<8x8xf32>
    %1598 = stablehlo.add %1594, %1597 : tensor<8x8xf32>
    %cst_613 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1599 = stablehlo.power %cst_613, %1 : tensor<f32>
    %cst_614 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1600 = stablehlo.subtract %cst_614, %1599 : tensor<f32>
    %1601 = stablehlo.broadcast_in_dim %1600, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1602 = stablehlo.divide %1592, %1601 : tensor<8x8xf32>
    %cst_615 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1603 = stablehlo.broadcast_in_dim %cst_615, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1604 = stablehlo.multiply %1603, %1602 : tensor<8x8xf32>
    %cst_616 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1605 = stablehlo.power %cst_616, %1 : tensor<f32>
    %cst_617 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1606 = stablehlo.subtract %cst_617, %1605 : tensor<f32>
    %1607 = stablehlo.broadcast_in_dim %1606, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1608 = stablehlo.divide %1598, %1607 : tensor<8x8xf32>
    %1609 = stablehlo.sqrt %1608 : tensor<8x8xf32>
    %cst_618 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1610 = stablehlo.broadcast_in_dim %cst_618, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1611 = stablehlo.add %1609, %1610 : tensor<8x8xf32>
    %1612 = stablehlo.divide %1604, %1611 : tensor<8x8xf32>
    %1613 = stablehlo.subtract %arg61, %1612 : tensor<8x8xf32>
    %cst_619 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1614 = stablehlo.broadcast_in_dim %cst_619, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1615 = stablehlo.multiply %1614, %arg262 : tensor<4x16xf32>
    %cst_620 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1616 = stablehlo.broadcast_in_dim %cst_620, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1617 = stablehlo.multiply %1616, %arg162 : tensor<4x16xf32>
    %1618 = stablehlo.add %1615, %1617 : tensor<4x16xf32>
    %cst_621 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1619 = stablehlo.broadcast_in_dim %cst_621, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1620 = stablehlo.multiply %1619, %arg362 : tensor<4x16xf32>
    %1621 = chlo.square %arg162 : tensor<4x16xf32> -> tensor<4x16xf32>
    %cst_622 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1622 = stablehlo.broadcast_in_dim %cst_622, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1623 = stablehlo.multiply %1622, %1621 : tensor<4x16xf32>
    %1624 = stablehlo.add %1620, %1623 : tensor<4x16xf32>
    %cst_623 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1625 = stablehlo.power %cst_623, %1 : tensor<f32>
    %cst_624 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1626 = stablehlo.subtract %cst_624, %1625 : tensor<f32>
    %1627 = stablehlo.broadcast_in_dim %1626, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1628 = stablehlo.divide %1618, %1627 : tensor<4x16xf32>
    %cst_625 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1629 = stablehlo.broadcast_in_dim %cst_625, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1630 = stablehlo.multiply %1629, %1628 : tensor<4x16xf32>
    %cst_626 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1631 = stablehlo.power %cst_626, %1 : tensor<f32>
    %cst_627 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1632 = stablehlo.subtract %cst_627, %1631 : tensor<f32>
    %1633 = stablehlo.broadcast_in_dim %1632, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1634 = stablehlo.divide %1624, %1633 : tensor<4x16xf32>
    %1635 = stablehlo.sqrt %1634 : tensor<4x16xf32>
    %cst_628 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1636 = stablehlo.broadcast_in_dim %cst_628, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1637 = stablehlo.add %1635, %1636 : tensor<4x16xf32>
    %1638 = stablehlo.divide %1630, %1637 : tensor<4x16xf32>
    %1639 = stablehlo.subtract %arg62, %1638 : tensor<4x16xf32>
    %cst_629 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1640 = stablehlo.broadcast_in_dim %cst_629, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1641 = stablehlo.multiply %1640, %arg263 : tensor<32xf32>
    %cst_630 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1642 = stablehlo.broadcast_in_dim %cst_630, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1643 = stablehlo.multiply %1642, %arg163 : tensor<32xf32>
    %1644 = stablehlo.add %1641, %1643 : tensor<32xf32>
    %cst_631 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1645 = stablehlo.broadcast_in_dim %cst_631, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1646 = stablehlo.multiply %1645, %arg363 : tensor<32xf32>
    %1647 = chlo.square %arg163 : tensor<32xf32> -> tensor<32xf32>
    %cst_632 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1648 = stablehlo.broadcast_in_dim %cst_632, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1649 = stablehlo.multiply %1648, %1647 : tensor<32xf32>
    %1650 = stablehlo.add %1646, %1649 : tensor<32xf32>
    %cst_633 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1651 = stablehlo.power %cst_633, %1 : tensor<f32>
    %cst_634 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1652 = stablehlo.subtract %cst_634, %1651 : tensor<f32>
    %1653 = stablehlo.broadcast_in_dim %1652, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1654 = stablehlo.divide %1644, %1653 : tensor<32xf32>
    %cst_635 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1655 = stablehlo.broadcast_in_dim %cst_635, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1656 = stablehlo.multiply %1655, %1654 : tensor<32xf32>
    %cst_636 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1657 = stablehlo.power %cst_636, %1 : tensor<f32>
    %cst_637 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1658 = stablehlo.subtract %cst_637, %1657 : tensor<f32>
    %1659 = stablehlo.broadcast_in_dim %1658, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1660 = stablehlo.divide %1650, %1659 : tensor<32xf32>
    %1661 = stablehlo.sqrt %1660 : tensor<32xf32>
    %cst_638 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1662 = stablehlo.broadcast_in_dim %cst_638, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1663 = stablehlo.add %1661, %1662 : tensor<32xf32>
    %1664 = stablehlo.divide %1656, %1663 : tensor<32xf32>
    %1665 = stablehlo.subtract %arg63, %1664 : tensor<32xf32>
    %cst_639 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1666 = stablehlo.broadcast_in_dim %cst_639, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1667 = stablehlo.multiply %1666, %arg264 : tensor<3x5xf32>
    %cst_640 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1668 = stablehlo.broadcast_in_dim %cst_640, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1669 = stablehlo.multiply %1668, %arg164 : tensor<3x5xf32>
    %1670 = stablehlo.add %1667, %1669 : tensor<3x5xf32>
    %cst_641 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1671 = stablehlo.broadcast_in_dim %cst_641, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1672 = stablehlo.multiply %1671, %arg364 : tensor<3x5xf32>
    %1673 = chlo.square %arg164 : tensor<3x5xf32> -> tensor<3x5xf32>
    %cst_642 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1674 = stablehlo.broadcast_in_dim %cst_642, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1675 = stablehlo.multiply %1674, %1673 : tensor<3x5xf32>
    %1676 = stablehlo.add %1672, %1675 : tensor<3x5xf32>
    %cst_643 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1677 = stablehlo.power %cst_643, %1 : tensor<f32>
    %cst_644 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1678 = stablehlo.subtract %cst_644, %1677 : tensor<f32>
    %1679 = stablehlo.broadcast_in_dim %1678, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1680 = stablehlo.divide %1670, %1679 : tensor<3x5xf32>
    %cst_645 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1681 = stablehlo.broadcast_in_dim %cst_645, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1682 = stablehlo.multiply %1681, %1680 : tensor<3x5xf32>
    %cst_646 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1683 = stablehlo.power %cst_646, %1 : tensor<f32>
    %cst_647 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1684 = stablehlo.subtract %cst_647, %1683 : tensor<f32>
    %1685 = stablehlo.broadcast_in_dim %1684, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1686 = stablehlo.divide %1676, %1685 : tensor<3x5xf32>
    %1687 = stablehlo.sqrt %1686 : tensor<3x5xf32>
    %cst_648 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1688 = stablehlo.broadcast_in_dim %cst_648, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1689 = stablehlo.add %1687, %1688 : tensor<3x5xf32>
    %1690 = stablehlo.divide %1682, %1689 : tensor<3x5xf32>
    %1691 = stablehlo.subtract %arg64, %1690 : tensor<3x5xf32>
    %cst_649 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1692 = stablehlo.broadcast_in_dim %cst_649, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1693 = stablehlo.multiply %1692, %arg265 : tensor<64xf32>
    %cst_650 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1694 = stablehlo.broadcast_in_dim %cst_650, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1695 = stablehlo.multiply %1694, %arg165 : tensor<64xf32>
    %1696 = stablehlo.add %1693, %1695 : tensor<64xf32>
    %cst_651 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1697 = stablehlo.broadcast_in_dim %cst_651, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1698 = stablehlo.multiply %1697, %arg365 : tensor<64xf32>
    %1699 = chlo.square %arg165 : tensor<64xf32> -> tensor<64xf32>
    %cst_652 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1700 = stablehlo.broadcast_in_dim %cst_652, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1701 = stablehlo.multiply %1700, %1699 : tensor<64xf32>
    %1702 = stablehlo.add %1698, %1701 : tensor<64xf32>
    %cst_653 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1703 = stablehlo.power %cst_653, %1 : tensor<f32>
    %cst_654 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1704 = stablehlo.subtract %cst_654, %1703 : tensor<f32>
    %1705 = stablehlo.broadcast_in_dim %1704, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1706 = stablehlo.divide %1696, %1705 : tensor<64xf32>
    %cst_655 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1707 = stablehlo.broadcast_in_dim %cst_655, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1708 = stablehlo.multiply %1707, %1706 : tensor<64xf32>
    %cst_656 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1709 = stablehlo.power %cst_656, %1 : tensor<f32>
    %cst_657 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1710 = stablehlo.subtract %cst_657, %1709 : tensor<f32>
    %1711 = stablehlo.broadcast_in_dim %1710, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1712 = stablehlo.divide %1702, %1711 : tensor<64xf32>
    %1713 = stablehlo.sqrt %1712 : tensor<64xf32>
    %cst_658 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1714 = stablehlo.broadcast_in_dim %cst_658, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1715 = stablehlo.add %1713, %1714 : tensor<64xf32>
    %1716 = stablehlo.divide %1708, %1715 : tensor<64xf32>
    %1717 = stablehlo.subtract %arg65, %1716 : tensor<64xf32>
    %cst_659 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1718 = stablehlo.broadcast_in_dim %cst_659, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1719 = stablehlo.multiply %1718, %arg266 : tensor<2x3x4xf32>
    %cst_660 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1720 = stablehlo.broadcast_in_dim %cst_660, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1721 = stablehlo.multiply %1720, %arg166 : tensor<2x3x4xf32>
    %1722 = stablehlo.add %1719, %1721 : tensor<2x3x4xf32>
    %cst_661 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1723 = stablehlo.broadcast_in_dim %cst_661, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1724 = stablehlo.multiply %1723, %arg366 : tensor<2x3x4xf32>
    %1725 = chlo.square %arg166 : tensor<2x3x4xf32> -> tensor<2x3x4xf32>
    %cst_662 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1726 = stablehlo.broadcast_in_dim %cst_662, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1727 = stablehlo.multiply %1726, %1725 : tensor<2x3x4xf32>
    %1728 = stablehlo.add %1724, %1727 : tensor<2x3x4xf32>
    %cst_663 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1729 = stablehlo.power %cst_663, %1 : tensor<f32>
    %cst_664 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1730 = stablehlo.subtract %cst_664, %1729 : tensor<f32>
    %1731 = stablehlo.broadcast_in_dim %1730, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1732 = stablehlo.divide %1722, %1731 : tensor<2x3x4xf32>
    %cst_665 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1733 = stablehlo.broadcast_in_dim %cst_665, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1734 = stablehlo.multiply %1733, %1732 : tensor<2x3x4xf32>
    %cst_666 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1735 = stablehlo.power %cst_666, %1 : tensor<f32>
    %cst_667 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1736 = stablehlo.subtract %cst_667, %1735 : tensor<f32>
    %1737 = stablehlo.broadcast_in_dim %1736, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1738 = stablehlo.divide %1728, %1737 : tensor<2x3x4xf32>
    %1739 = stablehlo.sqrt %1738 : tensor<2x3x4xf32>
    %cst_668 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1740 = stablehlo.broadcast_in_dim %cst_668, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1741 = stablehlo.add %1739, %1740 : tensor<2x3x4xf32>
    %1742 = stablehlo.divide %1734, %1741 : tensor<2x3x4xf32>
    %1743 = stablehlo.subtract %arg66, %1742 : tensor<2x3x4xf32>
    %cst_669 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1744 = stablehlo.broadcast_in_dim %cst_669, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1745 = stablehlo.multiply %1744, %arg267 : tensor<128xf32>
    %cst_670 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1746 = stablehlo.broadcast_in_dim %cst_670, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1747 = stablehlo.multiply %1746, %arg167 : tensor<128xf32>
    %1748 = stablehlo.add %1745, %1747 : tensor<128xf32>
    %cst_671 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1749 = stablehlo.broadcast_in_dim %cst_671, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1750 = stablehlo.multiply %1749, %arg367 : tensor<128xf32>
    %1751 = chlo.square %arg167 : tensor<128xf32> -> tensor<128xf32>
    %cst_672 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1752 = stablehlo.broadcast_in_dim %cst_672, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1753 = stablehlo.multiply %1752, %1751 : tensor<128xf32>
    %1754 = stablehlo.add %1750, %1753 : tensor<128xf32>
    %cst_673 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1755 = stablehlo.power %cst_673, %1 : tensor<f32>
    %cst_674 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1756 = stablehlo.subtract %cst_674, %1755 : tensor<f32>
    %1757 = stablehlo.broadcast_in_dim %1756, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1758 = stablehlo.divide %1748, %1757 : tensor<128xf32>
    %cst_675 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1759 = stablehlo.broadcast_in_dim %cst_675, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1760 = stablehlo.multiply %1759, %1758 : tensor<128xf32>
    %cst_676 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1761 = stablehlo.power %cst_676, %1 : tensor<f32>
    %cst_677 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1762 = stablehlo.subtract %cst_677, %1761 : tensor<f32>
    %1763 = stablehlo.broadcast_in_dim %1762, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1764 = stablehlo.divide %1754, %1763 : tensor<128xf32>
    %1765 = stablehlo.sqrt %1764 : tensor<128xf32>
    %cst_678 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1766 = stablehlo.broadcast_in_dim %cst_678, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1767 = stablehlo.add %1765, %1766 : tensor<128xf32>
    %1768 = stablehlo.divide %1760, %1767 : tensor<128xf32>
    %1769 = stablehlo.subtract %arg67, %1768 : tensor<128xf32>
    %cst_679 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1770 = stablehlo.broadcast_in_dim %cst_679, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1771 = stablehlo.multiply %1770, %arg268 : tensor<10x10xf32>
    %cst_680 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1772 = stablehlo.broadcast_in_dim %cst_680, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1773 = stablehlo.multiply %1772, %arg168 : tensor<10x10xf32>
    %1774 = stablehlo.add %1771, %1773 : tensor<10x10xf32>
    %cst_681 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1775 = stablehlo.broadcast_in_dim %cst_681, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1776 = stablehlo.multiply %1775, %arg368 : tensor<10x10xf32>
    %1777 = chlo.square %arg168 : tensor<10x10xf32> -> tensor<10x10xf32>
    %cst_682 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1778 = stablehlo.broadcast_in_dim %cst_682, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1779 = stablehlo.multiply %1778, %1777 : tensor<10x10xf32>
    %1780 = stablehlo.add %1776, %1779 : tensor<10x10xf32>
    %cst_683 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1781 = stablehlo.power %cst_683, %1 : tensor<f32>
    %cst_684 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1782 = stablehlo.subtract %cst_684, %1781 : tensor<f32>
    %1783 = stablehlo.broadcast_in_dim %1782, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1784 = stablehlo.divide %1774, %1783 : tensor<10x10xf32>
    %cst_685 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1785 = stablehlo.broadcast_in_dim %cst_685, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1786 = stablehlo.multiply %1785, %1784 : tensor<10x10xf32>
    %cst_686 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1787 = stablehlo.power %cst_686, %1 : tensor<f32>
    %cst_687 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1788 = stablehlo.subtract %cst_687, %1787 : tensor<f32>
    %1789 = stablehlo.broadcast_in_dim %1788, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1790 = stablehlo.divide %1780, %1789 : tensor<10x10xf32>
    %1791 = stablehlo.sqrt %1790 : tensor<10x10xf32>
    %cst_688 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1792 = stablehlo.broadcast_in_dim %cst_688, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %1793 = stablehlo.add %1791, %1792 : tensor<10x10xf32>
    %1794 = stablehlo.divide %1786, %1793 : tensor<10x10xf32>
    %1795 = stablehlo.subtract %arg68, %1794 : tensor<10x10xf32>
    %cst_689 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1796 = stablehlo.broadcast_in_dim %cst_689, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1797 = stablehlo.multiply %1796, %arg269 : tensor<7xf32>
    %cst_690 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1798 = stablehlo.broadcast_in_dim %cst_690, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1799 = stablehlo.multiply %1798, %arg169 : tensor<7xf32>
    %1800 = stablehlo.add %1797, %1799 : tensor<7xf32>
    %cst_691 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1801 = stablehlo.broadcast_in_dim %cst_691, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1802 = stablehlo.multiply %1801, %arg369 : tensor<7xf32>
    %1803 = chlo.square %arg169 : tensor<7xf32> -> tensor<7xf32>
    %cst_692 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1804 = stablehlo.broadcast_in_dim %cst_692, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1805 = stablehlo.multiply %1804, %1803 : tensor<7xf32>
    %1806 = stablehlo.add %1802, %1805 : tensor<7xf32>
    %cst_693 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1807 = stablehlo.power %cst_693, %1 : tensor<f32>
    %cst_694 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1808 = stablehlo.subtract %cst_694, %1807 : tensor<f32>
    %1809 = stablehlo.broadcast_in_dim %1808, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1810 = stablehlo.divide %1800, %1809 : tensor<7xf32>
    %cst_695 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1811 = stablehlo.broadcast_in_dim %cst_695, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1812 = stablehlo.multiply %1811, %1810 : tensor<7xf32>
    %cst_696 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1813 = stablehlo.power %cst_696, %1 : tensor<f32>
    %cst_697 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1814 = stablehlo.subtract %cst_697, %1813 : tensor<f32>
    %1815 = stablehlo.broadcast_in_dim %1814, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1816 = stablehlo.divide %1806, %1815 : tensor<7xf32>
    %1817 = stablehlo.sqrt %1816 : tensor<7xf32>
    %cst_698 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1818 = stablehlo.broadcast_in_dim %cst_698, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1819 = stablehlo.add %1817, %1818 : tensor<7xf32>
    %1820 = stablehlo.divide %1812, %1819 : tensor<7xf32>
    %1821 = stablehlo.subtract %arg69, %1820 : tensor<7xf32>
    %cst_699 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1822 = stablehlo.broadcast_in_dim %cst_699, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1823 = stablehlo.multiply %1822, %arg270 : tensor<16xf32>
    %cst_700 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1824 = stablehlo.broadcast_in_dim %cst_700, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1825 = stablehlo.multiply %1824, %arg170 : tensor<16xf32>
    %1826 = stablehlo.add %1823, %1825 : tensor<16xf32>
    %cst_701 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1827 = stablehlo.broadcast_in_dim %cst_701, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1828 = stablehlo.multiply %1827, %arg370 : tensor<16xf32>
    %1829 = chlo.square %arg170 : tensor<16xf32> -> tensor<16xf32>
    %cst_702 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1830 = stablehlo.broadcast_in_dim %cst_702, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1831 = stablehlo.multiply %1830, %1829 : tensor<16xf32>
    %1832 = stablehlo.add %1828, %1831 : tensor<16xf32>
    %cst_703 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1833 = stablehlo.power %cst_703, %1 : tensor<f32>
    %cst_704 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1834 = stablehlo.subtract %cst_704, %1833 : tensor<f32>
    %1835 = stablehlo.broadcast_in_dim %1834, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1836 = stablehlo.divide %1826, %1835 : tensor<16xf32>
    %cst_705 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1837 = stablehlo.broadcast_in_dim %cst_705, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1838 = stablehlo.multiply %1837, %1836 : tensor<16xf32>
    %cst_706 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1839 = stablehlo.power %cst_706, %1 : tensor<f32>
    %cst_707 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1840 = stablehlo.subtract %cst_707, %1839 : tensor<f32>
    %1841 = stablehlo.broadcast_in_dim %1840, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1842 = stablehlo.divide %1832, %1841 : tensor<16xf32>
    %1843 = stablehlo.sqrt %1842 : tensor<16xf32>
    %cst_708 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1844 = stablehlo.broadcast_in_dim %cst_708, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1845 = stablehlo.add %1843, %1844 : tensor<16xf32>
    %1846 = stablehlo.divide %1838, %1845 : tensor<16xf32>
    %1847 = stablehlo.subtract %arg70, %1846 : tensor<16xf32>
    %cst_709 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1848 = stablehlo.broadcast_in_dim %cst_709, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1849 = stablehlo.multiply %1848, %arg271 : tensor<8x8xf32>
    %cst_710 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1850 = stablehlo.broadcast_in_dim %cst_710, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1851 = stablehlo.multiply %1850, %arg171 : tensor<8x8xf32>
    %1852 = stablehlo.add %1849, %1851 : tensor<8x8xf32>
    %cst_711 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1853 = stablehlo.broadcast_in_dim %cst_711, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1854 = stablehlo.multiply %1853, %arg371 : tensor<8x8xf32>
    %1855 = chlo.square %arg171 : tensor<8x8xf32> -> tensor<8x8xf32>
    %cst_712 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1856 = stablehlo.broadcast_in_dim %cst_712, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1857 = stablehlo.multiply %1856, %1855 : tensor<8x8xf32>
    %1858 = stablehlo.add %1854, %1857 : tensor<8x8xf32>
    %cst_713 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1859 = stablehlo.power %cst_713, %1 : tensor<f32>
    %cst_714 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1860 = stablehlo.subtract %cst_714, %1859 : tensor<f32>
    %1861 = stablehlo.broadcast_in_dim %1860, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1862 = stablehlo.divide %1852, %1861 : tensor<8x8xf32>
    %cst_715 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1863 = stablehlo.broadcast_in_dim %cst_715, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1864 = stablehlo.multiply %1863, %1862 : tensor<8x8xf32>
    %cst_716 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1865 = stablehlo.power %cst_716, %1 : tensor<f32>
    %cst_717 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1866 = stablehlo.subtract %cst_717, %1865 : tensor<f32>
    %1867 = stablehlo.broadcast_in_dim %1866, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1868 = stablehlo.divide %1858, %1867 : tensor<8x8xf32>
    %1869 = stablehlo.sqrt %1868 : tensor<8x8xf32>
    %cst_718 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1870 = stablehlo.broadcast_in_dim %cst_718, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1871 = stablehlo.add %1869, %1870 : tensor<8x8xf32>
    %1872 = stablehlo.divide %1864, %1871 : tensor<8x8xf32>
    %1873 = stablehlo.subtract %arg71, %1872 : tensor<8x8xf32>
    %cst_719 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1874 = stablehlo.broadcast_in_dim %cst_719, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1875 = stablehlo.multiply %1874, %arg272 : tensor<4x16xf32>
    %cst_720 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1876 = stablehlo.broadcast_in_dim %cst_720, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1877 = stablehlo.multiply %1876, %arg172 : tensor<4x16xf32>
    %1878 = stablehlo.add %1875, %1877 : tensor<4x16xf32>
    %cst_721 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1879 = stablehlo.broadcast_in_dim %cst_721, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1880 = stablehlo.multiply %1879, %arg372 : tensor<4x16xf32>
    %1881 = chlo.square %arg172 : tensor<4x16xf32> -> tensor<4x16xf32>
    %cst_722 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1882 = stablehlo.broadcast_in_dim %cst_722, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1883 = stablehlo.multiply %1882, %1881 : tensor<4x16xf32>
    %1884 = stablehlo.add %1880, %1883 : tensor<4x16xf32>
    %cst_723 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1885 = stablehlo.power %cst_723, %1 : tensor<f32>
    %cst_724 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1886 = stablehlo.subtract %cst_724, %1885 : tensor<f32>
    %1887 = stablehlo.broadcast_in_dim %1886, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1888 = stablehlo.divide %1878, %1887 : tensor<4x16xf32>
    %cst_725 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1889 = stablehlo.broadcast_in_dim %cst_725, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1890 = stablehlo.multiply %1889, %1888 : tensor<4x16xf32>
    %cst_726 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1891 = stablehlo.power %cst_726, %1 : tensor<f32>
    %cst_727 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1892 = stablehlo.subtract %cst_727, %1891 : tensor<f32>
    %1893 = stablehlo.broadcast_in_dim %1892, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1894 = stablehlo.divide %1884, %1893 : tensor<4x16xf32>
    %1895 = stablehlo.sqrt %1894 : tensor<4x16xf32>
    %cst_728 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1896 = stablehlo.broadcast_in_dim %cst_728, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1897 = stablehlo.add %1895, %1896 : tensor<4x16xf32>
    %1898 = stablehlo.divide %1890, %1897 : tensor<4x16xf32>
    %1899 = stablehlo.subtract %arg72, %1898 : tensor<4x16xf32>
    %cst_729 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1900 = stablehlo.broadcast_in_dim %cst_729, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1901 = stablehlo.multiply %1900, %arg273 : tensor<32xf32>
    %cst_730 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1902 = stablehlo.broadcast_in_dim %cst_730, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1903 = stablehlo.multiply %1902, %arg173 : tensor<32xf32>
    %1904 = stablehlo.add %1901, %1903 : tensor<32xf32>
    %cst_731 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1905 = stablehlo.broadcast_in_dim %cst_731, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1906 = stablehlo.multiply %1905, %arg373 : tensor<32xf32>
    %1907 = chlo.square %arg173 : tensor<32xf32> -> tensor<32xf32>
    %cst_732 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1908 = stablehlo.broadcast_in_dim %cst_732, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1909 = stablehlo.multiply %1908, %1907 : tensor<32xf32>
    %1910 = stablehlo.add %1906, %1909 : tensor<32xf32>
    %cst_733 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1911 = stablehlo.power %cst_733, %1 : tensor<f32>
    %cst_734 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1912 = stablehlo.subtract %cst_734, %1911 : tensor<f32>
    %1913 = stablehlo.broadcast_in_dim %1912, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1914 = stablehlo.divide %1904, %1913 : tensor<32xf32>
    %cst_735 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1915 = stablehlo.broadcast_in_dim %cst_735, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1916 = stablehlo.multiply %1915, %1914 : tensor<32xf32>
    %cst_736 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1917 = stablehlo.power %cst_736, %1 : tensor<f32>
    %cst_737 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1918 = stablehlo.subtract %cst_737, %1917 : tensor<f32>
    %1919 = stablehlo.broadcast_in_dim %1918, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1920 = stablehlo.divide %1910, %1919 : tensor<32xf32>
    %1921 = stablehlo.sqrt %1920 : tensor<32xf32>
    %cst_738 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1922 = stablehlo.broadcast_in_dim %cst_738, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1923 = stablehlo.add %1921, %1922 : tensor<32xf32>
    %1924 = stablehlo.divide %1916, %1923 : tensor<32xf32>
    %1925 = stablehlo.subtract %arg73, %1924 : tensor<32xf32>
    %cst_739 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1926 = stablehlo.broadcast_in_dim %cst_739, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1927 = stablehlo.multiply %1926, %arg274 : tensor<3x5xf32>
    %cst_740 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1928 = stablehlo.broadcast_in_dim %cst_740, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1929 = stablehlo.multiply %1928, %arg174 : tensor<3x5xf32>
    %1930 = stablehlo.add %1927, %1929 : tensor<3x5xf32>
    %cst_741 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1931 = stablehlo.broadcast_in_dim %cst_741, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1932 = stablehlo.multiply %1931, %arg374 : tensor<3x5xf32>
    %1933 = chlo.square %arg174 : tensor<3x5xf32> -> tensor<3x5xf32>
    %cst_742 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1934 = stablehlo.broadcast_in_dim %cst_742, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1935 = stablehlo.multiply %1934, %1933 : tensor<3x5xf32>
    %1936 = stablehlo.add %1932, %1935 : tensor<3x5xf32>
    %cst_743 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1937 = stablehlo.power %cst_743, %1 : tensor<f32>
    %cst_744 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1938 = stablehlo.subtract %cst_744, %1937 : tensor<f32>
    %1939 = stablehlo.broadcast_in_dim %1938, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1940 = stablehlo.divide %1930, %1939 : tensor<3x5xf32>
    %cst_745 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1941 = stablehlo.broadcast_in_dim %cst_745, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1942 = stablehlo.multiply %1941, %1940 : tensor<3x5xf32>
    %cst_746 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1943 = stablehlo.power %cst_746, %1 : tensor<f32>
    %cst_747 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1944 = stablehlo.subtract %cst_747, %1943 : tensor<f32>
    %1945 = stablehlo.broadcast_in_dim %1944, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1946 = stablehlo.divide %1936, %1945 : tensor<3x5xf32>
    %1947 = stablehlo.sqrt %1946 : tensor<3x5xf32>
    %cst_748 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1948 = stablehlo.broadcast_in_dim %cst_748, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1949 = stablehlo.add %1947, %1948 : tensor<3x5xf32>
    %1950 = stablehlo.divide %1942, %1949 : tensor<3x5xf32>
    %1951 = stablehlo.subtract %arg74, %1950 : tensor<3x5xf32>
    %cst_749 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1952 = stablehlo.broadcast_in_dim %cst_749, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1953 = stablehlo.multiply %1952, %arg275 : tensor<64xf32>
    %cst_750 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1954 = stablehlo.broadcast_in_dim %cst_750, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1955 = stablehlo.multiply %1954, %arg175 : tensor<64xf32>
    %1956 = stablehlo.add %1953, %1955 : tensor<64xf32>
    %cst_751 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1957 = stablehlo.broadcast_in_dim %cst_751, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1958 = stablehlo.multiply %1957, %arg375 : tensor<64xf32>
    %1959 = chlo.square %arg175 : tensor<64xf32> -> tensor<64xf32>
    %cst_752 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1960 = stablehlo.broadcast_in_dim %cst_752, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1961 = stablehlo.multiply %1960, %1959 : tensor<64xf32>
    %1962 = stablehlo.add %1958, %1961 : tensor<64xf32>
    %cst_753 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1963 = stablehlo.power %cst_753, %1 : tensor<f32>
    %cst_754 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1964 = stablehlo.subtract %cst_754, %1963 : tensor<f32>
    %1965 = stablehlo.broadcast_in_dim %1964, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1966 = stablehlo.divide %1956, %1965 : tensor<64xf32>
    %cst_755 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1967 = stablehlo.broadcast_in_dim %cst_755, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1968 = stablehlo.multiply %1967, %1966 : tensor<64xf32>
    %cst_756 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1969 = stablehlo.power %cst_756, %1 : tensor<f32>
    %cst_757 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1970 = stablehlo.subtract %cst_757, %1969 : tensor<f32>
    %1971 = stablehlo.broadcast_in_dim %1970, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1972 = stablehlo.divide %1962, %1971 : tensor<64xf32>
    %1973 = stablehlo.sqrt %1972 : tensor<64xf32>
    %cst_758 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1974 = stablehlo.broadcast_in_dim %cst_758, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1975 = stablehlo.add %1973, %1974 : tensor<64xf32>
    %1976 = stablehlo.divide %1968, %1975 : tensor<64xf32>
    %1977 = stablehlo.subtract %arg75, %1976 : tensor<64xf32>
    %cst_759 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1978 = stablehlo.broadcast_in_dim %cst_759, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1979 = stablehlo.multiply %1978, %arg276 : tensor<2x3x4xf32>
    %cst_760 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1980 = stablehlo.broadcast_in_dim %cst_760, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1981 = stablehlo.multiply %1980, %arg176 : tensor<2x3x4xf32>
    %1982 = stablehlo.add %1979, %1981 : tensor<2x3x4xf32>
    %cst_761 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1983 = stablehlo.broadcast_in_dim %cst_761, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1984 = stablehlo.multiply %1983, %arg376 : tensor<2x3x4xf32>
    %1985 = chlo.square %arg176 : tensor<2x3x4xf32> -> tensor<2x3x4xf32>
    %cst_762 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1986 = stablehlo.broadcast_in_dim %cst_762, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1987 = stablehlo.multiply %1986, %1985 : tensor<2x3x4xf32>
    %1988 = stablehlo.add %1984, %1987 : tensor<2x3x4xf32>
    %cst_763 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1989 = stablehlo.power %cst_763, %1 : tensor<f32>
    %cst_764 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1990 = stablehlo.subtract %cst_764, %1989 : tensor<f32>
    %1991 = stablehlo.broadcast_in_dim %1990, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1992 = stablehlo.divide %1982, %1991 : tensor<2x3x4xf32>
    %cst_765 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1993 = stablehlo.broadcast_in_dim %cst_765, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1994 = stablehlo.multiply %1993, %1992 : tensor<2x3x4xf32>
    %cst_766 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1995 = stablehlo.power %cst_766, %1 : tensor<f32>
    %cst_767 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1996 = stablehlo.subtract %cst_767, %1995 : tensor<f32>
    %1997 = stablehlo.broadcast_in_dim %1996, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %1998 = stablehlo.divide %1988, %1997 : tensor<2x3x4xf32>
    %1999 = stablehlo.sqrt %1998 : tensor<2x3x4xf32>
    %cst_768 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2000 = stablehlo.broadcast_in_dim %cst_768, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %2001 = stablehlo.add %1999, %2000 : tensor<2x3x4xf32>
    %2002 = stablehlo.divide %1994, %2001 : tensor<2x3x4xf32>
    %2003 = stablehlo.subtract %arg76, %2002 : tensor<2x3x4xf32>
    %cst_769 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2004 = stablehlo.broadcast_in_dim %cst_769, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2005 = stablehlo.multiply %2004, %arg277 : tensor<128xf32>
    %cst_770 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2006 = stablehlo.broadcast_in_dim %cst_770, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2007 = stablehlo.multiply %2006, %arg177 : tensor<128xf32>
    %2008 = stablehlo.add %2005, %2007 : tensor<128xf32>
    %cst_771 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2009 = stablehlo.broadcast_in_dim %cst_771, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2010 = stablehlo.multiply %2009, %arg377 : tensor<128xf32>
    %2011 = chlo.square %arg177 : tensor<128xf32> -> tensor<128xf32>
    %cst_772 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2012 = stablehlo.broadcast_in_dim %cst_772, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2013 = stablehlo.multiply %2012, %2011 : tensor<128xf32>
    %2014 = stablehlo.add %2010, %2013 : tensor<128xf32>
    %cst_773 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2015 = stablehlo.power %cst_773, %1 : tensor<f32>
    %cst_774 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2016 = stablehlo.subtract %cst_774, %2015 : tensor<f32>
    %2017 = stablehlo.broadcast_in_dim %2016, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2018 = stablehlo.divide %2008, %2017 : tensor<128xf32>
    %cst_775 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2019 = stablehlo.broadcast_in_dim %cst_775, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2020 = stablehlo.multiply %2019, %2018 : tensor<128xf32>
    %cst_776 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2021 = stablehlo.power %cst_776, %1 : tensor<f32>
    %cst_777 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2022 = stablehlo.subtract %cst_777, %2021 : tensor<f32>
    %2023 = stablehlo.broadcast_in_dim %2022, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2024 = stablehlo.divide %2014, %2023 : tensor<128xf32>
    %2025 = stablehlo.sqrt %2024 : tensor<128xf32>
    %cst_778 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2026 = stablehlo.broadcast_in_dim %cst_778, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2027 = stablehlo.add %2025, %2026 : tensor<128xf32>
    %2028 = stablehlo.divide %2020, %2027 : tensor<128xf32>
    %2029 = stablehlo.subtract %arg77, %2028 : tensor<128xf32>
    %cst_779 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2030 = stablehlo.broadcast_in_dim %cst_779, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2031 = stablehlo.multiply %2030, %arg278 : tensor<10x10xf32>
    %cst_780 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2032 = stablehlo.broadcast_in_dim %cst_780, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2033 = stablehlo.multiply %2032, %arg178 : tensor<10x10xf32>
    %2034 = stablehlo.add %2031, %2033 : tensor<10x10xf32>
    %cst_781 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2035 = stablehlo.broadcast_in_dim %cst_781, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2036 = stablehlo.multiply %2035, %arg378 : tensor<10x10xf32>
    %2037 = chlo.square %arg178 : tensor<10x10xf32> -> tensor<10x10xf32>
    %cst_782 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2038 = stablehlo.broadcast_in_dim %cst_782, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2039 = stablehlo.multiply %2038, %2037 : tensor<10x10xf32>
    %2040 = stablehlo.add %2036, %2039 : tensor<10x10xf32>
    %cst_783 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2041 = stablehlo.power %cst_783, %1 : tensor<f32>
    %cst_784 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2042 = stablehlo.subtract %cst_784, %2041 : tensor<f32>
    %2043 = stablehlo.broadcast_in_dim %2042, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2044 = stablehlo.divide %2034, %2043 : tensor<10x10xf32>
    %cst_785 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2045 = stablehlo.broadcast_in_dim %cst_785, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2046 = stablehlo.multiply %2045, %2044 : tensor<10x10xf32>
    %cst_786 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2047 = stablehlo.power %cst_786, %1 : tensor<f32>
    %cst_787 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2048 = stablehlo.subtract %cst_787, %2047 : tensor<f32>
    %2049 = stablehlo.broadcast_in_dim %2048, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2050 = stablehlo.divide %2040, %2049 : tensor<10x10xf32>
    %2051 = stablehlo.sqrt %2050 : tensor<10x10xf32>
    %cst_788 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2052 = stablehlo.broadcast_in_dim %cst_788, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2053 = stablehlo.add %2051, %2052 : tensor<10x10xf32>
    %2054 = stablehlo.divide %2046, %2053 : tensor<10x10xf32>
    %2055 = stablehlo.subtract %arg78, %2054 : tensor<10x10xf32>
    %cst_789 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2056 = stablehlo.broadcast_in_dim %cst_789, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2057 = stablehlo.multiply %2056, %arg279 : tensor<7xf32>
    %cst_790 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2058 = stablehlo.broadcast_in_dim %cst_790, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2059 = stablehlo.multiply %2058, %arg179 : tensor<7xf32>
    %2060 = stablehlo.add %2057, %2059 : tensor<7xf32>
    %cst_791 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2061 = stablehlo.broadcast_in_dim %cst_791, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2062 = stablehlo.multiply %2061, %arg379 : tensor<7xf32>
    %2063 = chlo.square %arg179 : tensor<7xf32> -> tensor<7xf32>
    %cst_792 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2064 = stablehlo.broadcast_in_dim %cst_792, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2065 = stablehlo.multiply %2064, %2063 : tensor<7xf32>
    %2066 = stablehlo.add %2062, %2065 : tensor<7xf32>
    %cst_793 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2067 = stablehlo.power %cst_793, %1 : tensor<f32>
    %cst_794 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2068 = stablehlo.subtract %cst_794, %2067 : tensor<f32>
    %2069 = stablehlo.broadcast_in_dim %2068, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2070 = stablehlo.divide %2060, %2069 : tensor<7xf32>
    %cst_795 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2071 = stablehlo.broadcast_in_dim %cst_795, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2072 = stablehlo.multiply %2071, %2070 : tensor<7xf32>
    %cst_796 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2073 = stablehlo.power %cst_796, %1 : tensor<f32>
    %cst_797 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2074 = stablehlo.subtract %cst_797, %2073 : tensor<f32>
    %2075 = stablehlo.broadcast_in_dim %2074, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2076 = stablehlo.divide %2066, %2075 : tensor<7xf32>
    %2077 = stablehlo.sqrt %2076 : tensor<7xf32>
    %cst_798 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2078 = stablehlo.broadcast_in_dim %cst_798, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2079 = stablehlo.add %2077, %2078 : tensor<7xf32>
    %2080 = stablehlo.divide %2072, %2079 : tensor<7xf32>
    %2081 = stablehlo.subtract %arg79, %2080 : tensor<7xf32>
    %cst_799 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2082 = stablehlo.broadcast_in_dim %cst_799, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2083 = stablehlo.multiply %2082, %arg280 : tensor<16xf32>
    %cst_800 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2084 = stablehlo.broadcast_in_dim %cst_800, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2085 = stablehlo.multiply %2084, %arg180 : tensor<16xf32>
    %2086 = stablehlo.add %2083, %2085 : tensor<16xf32>
    %cst_801 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2087 = stablehlo.broadcast_in_dim %cst_801, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2088 = stablehlo.multiply %2087, %arg380 : tensor<16xf32>
    %2089 = chlo.square %arg180 : tensor<16xf32> -> tensor<16xf32>
    %cst_802 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2090 = stablehlo.broadcast_in_dim %cst_802, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2091 = stablehlo.multiply %2090, %2089 : tensor<16xf32>
    %2092 = stablehlo.add %2088, %2091 : tensor<16xf32>
    %cst_803 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2093 = stablehlo.power %cst_803, %1 : tensor<f32>
    %cst_804 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2094 = stablehlo.subtract %cst_804, %2093 : tensor<f32>
    %2095 = stablehlo.broadcast_in_dim %2094, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2096 = stablehlo.divide %2086, %2095 : tensor<16xf32>
    %cst_805 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2097 = stablehlo.broadcast_in_dim %cst_805, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2098 = stablehlo.multiply %2097, %2096 : tensor<16xf32>
    %cst_806 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2099 = stablehlo.power %cst_806, %1 : tensor<f32>
    %cst_807 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2100 = stablehlo.subtract %cst_807, %2099 : tensor<f32>
    %2101 = stablehlo.broadcast_in_dim %2100, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2102 = stablehlo.divide %2092, %2101 : tensor<16xf32>
    %2103 = stablehlo.sqrt %2102 : tensor<16xf32>
    %cst_808 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2104 = stablehlo.broadcast_in_dim %cst_808, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2105 = stablehlo.add %2103, %2104 : tensor<16xf32>
    %2106 = stablehlo.divide %2098, %2105 : tensor<16xf32>
    %2107 = stablehlo.subtract %arg80, %2106 : tensor<16xf32>
    %cst_809 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2108 = stablehlo.broadcast_in_dim %cst_809, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2109 = stablehlo.multiply %2108, %arg281 : tensor<8x8xf32>
    %cst_810 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2110 = stablehlo.broadcast_in_dim %cst_810, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2111 = stablehlo.multiply %2110, %arg181 : tensor<8x8xf32>
    %2112 = stablehlo.add %2109, %2111 : tensor<8x8xf32>
    %cst_811 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2113 = stablehlo.broadcast_in_dim %cst_811, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2114 = stablehlo.multiply %2113, %arg381 : tensor<8x8xf32>
    %2115 = chlo.square %arg181 : tensor<8x8xf32> -> tensor<8x8xf32>
    %cst_812 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2116 = stablehlo.broadcast_in_dim %cst_812, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2117 = stablehlo.multiply %2116, %2115 : tensor<8x8xf32>
    %2118 = stablehlo.add %2114, %2117 : tensor<8x8xf32>
    %cst_813 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2119 = stablehlo.power %cst_813, %1 : tensor<f32>
    %cst_814 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2120 = stablehlo.subtract %cst_814, %2119 : tensor<f32>
    %2121 = stablehlo.broadcast_in_dim %2120, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2122 = stablehlo.divide %2112, %2121 : tensor<8x8xf32>
    %cst_815 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2123 = stablehlo.broadcast_in_dim %cst_815, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2124 = stablehlo.multiply %2123, %2122 : tensor<8x8xf32>
    %cst_816 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2125 = stablehlo.power %cst_816, %1 : tensor<f32>
    %cst_817 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2126 = stablehlo.subtract %cst_817, %2125 : tensor<f32>
    %2127 = stablehlo.broadcast_in_dim %2126, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2128 = stablehlo.divide %2118, %2127 : tensor<8x8xf32>
    %2129 = stablehlo.sqrt %2128 : tensor<8x8xf32>
    %cst_818 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2130 = stablehlo.broadcast_in_dim %cst_818, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2131 = stablehlo.add %2129, %2130 : tensor<8x8xf32>
    %2132 = stablehlo.divide %2124, %2131 : tensor<8x8xf32>
    %2133 = stablehlo.subtract %arg81, %2132 : tensor<8x8xf32>
    %cst_819 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2134 = stablehlo.broadcast_in_dim %cst_819, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %2135 = stablehlo.multiply %2134, %arg282 : tensor<4x16xf32>
    %cst_820 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2136 = stablehlo.broadcast_in_dim %cst_820, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %2137 = stablehlo.multiply %2136, %arg182 : tensor<4x16xf32>
    %2138 = stablehlo.add %2135, %2137 : tensor<4x16xf32>
    %cst_821 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2139 = stablehlo.broadcast_in_dim %cst_821, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %2140 = stablehlo.multiply %2139, %arg382 : tensor<4x16xf32>
    %2141 = chlo.square %arg182 : tensor<4x16xf32> -> tensor<4x16xf32>
    %cst_822 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2142 = stablehlo.broadcast_in_dim %cst_822, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %2143 = stablehlo.multiply %2142, %2141 : tensor<4x16xf32>
    %2144 = stablehlo.add %2140, %2143 : tensor<4x16xf32>
    %cst_823 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2145 = stablehlo.power %cst_823, %1 : tensor<f32>
    %cst_824 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2146 = stablehlo.subtract %cst_824, %2145 : tensor<f32>
    %2147 = stablehlo.broadcast_in_dim %2146, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %2148 = stablehlo.divide %2138, %2147 : tensor<4x16xf32>
    %cst_825 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2149 = stablehlo.broadcast_in_dim %cst_825, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %2150 = stablehlo.multiply %2149, %2148 : tensor<4x16xf32>
    %cst_826 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2151 = stablehlo.power %cst_826, %1 : tensor<f32>
    %cst_827 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2152 = stablehlo.subtract %cst_827, %2151 : tensor<f32>
    %2153 = stablehlo.broadcast_in_dim %2152, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %2154 = stablehlo.divide %2144, %2153 : tensor<4x16xf32>
    %2155 = stablehlo.sqrt %2154 : tensor<4x16xf32>
    %cst_828 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2156 = stablehlo.broadcast_in_dim %cst_828, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %2157 = stablehlo.add %2155, %2156 : tensor<4x16xf32>
    %2158 = stablehlo.divide %2150, %2157 : tensor<4x16xf32>
    %2159 = stablehlo.subtract %arg82, %2158 : tensor<4x16xf32>
    %cst_829 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2160 = stablehlo.broadcast_in_dim %cst_829, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2161 = stablehlo.multiply %2160, %arg283 : tensor<32xf32>
    %cst_830 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2162 = stablehlo.broadcast_in_dim %cst_830, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2163 = stablehlo.multiply %2162, %arg183 : tensor<32xf32>
    %2164 = stablehlo.add %2161, %2163 : tensor<32xf32>
    %cst_831 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2165 = stablehlo.broadcast_in_dim %cst_831, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2166 = stablehlo.multiply %2165, %arg383 : tensor<32xf32>
    %2167 = chlo.square %arg183 : tensor<32xf32> -> tensor<32xf32>
    %cst_832 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2168 = stablehlo.broadcast_in_dim %cst_832, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2169 = stablehlo.multiply %2168, %2167 : tensor<32xf32>
    %2170 = stablehlo.add %2166, %2169 : tensor<32xf32>
    %cst_833 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2171 = stablehlo.power %cst_833, %1 : tensor<f32>
    %cst_834 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2172 = stablehlo.subtract %cst_834, %2171 : tensor<f32>
    %2173 = stablehlo.broadcast_in_dim %2172, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2174 = stablehlo.divide %2164, %2173 : tensor<32xf32>
    %cst_835 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2175 = stablehlo.broadcast_in_dim %cst_835, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2176 = stablehlo.multiply %2175, %2174 : tensor<32xf32>
    %cst_836 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2177 = stablehlo.power %cst_836, %1 : tensor<f32>
    %cst_837 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2178 = stablehlo.subtract %cst_837, %2177 : tensor<f32>
    %2179 = stablehlo.broadcast_in_dim %2178, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2180 = stablehlo.divide %2170, %2179 : tensor<32xf32>
    %2181 = stablehlo.sqrt %2180 : tensor<32xf32>
    %cst_838 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2182 = stablehlo.broadcast_in_dim %cst_838, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2183 = stablehlo.add %2181, %2182 : tensor<32xf32>
    %2184 = stablehlo.divide %2176, %2183 : tensor<32xf32>
    %2185 = stablehlo.subtract %arg83, %2184 : tensor<32xf32>
    %cst_839 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2186 = stablehlo.broadcast_in_dim %cst_839, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2187 = stablehlo.multiply %2186, %arg284 : tensor<3x5xf32>
    %cst_840 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2188 = stablehlo.broadcast_in_dim %cst_840, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2189 = stablehlo.multiply %2188, %arg184 : tensor<3x5xf32>
    %2190 = stablehlo.add %2187, %2189 : tensor<3x5xf32>
    %cst_841 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2191 = stablehlo.broadcast_in_dim %cst_841, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2192 = stablehlo.multiply %2191, %arg384 : tensor<3x5xf32>
    %2193 = chlo.square %arg184 : tensor<3x5xf32> -> tensor<3x5xf32>
    %cst_842 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2194 = stablehlo.broadcast_in_dim %cst_842, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2195 = stablehlo.multiply %2194, %2193 : tensor<3x5xf32>
    %2196 = stablehlo.add %2192, %2195 : tensor<3x5xf32>
    %cst_843 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2197 = stablehlo.power %cst_843, %1 : tensor<f32>
    %cst_844 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2198 = stablehlo.subtract %cst_844, %2197 : tensor<f32>
    %2199 = stablehlo.broadcast_in_dim %2198, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2200 = stablehlo.divide %2190, %2199 : tensor<3x5xf32>
    %cst_845 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2201 = stablehlo.broadcast_in_dim %cst_845, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2202 = stablehlo.multiply %2201, %2200 : tensor<3x5xf32>
    %cst_846 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2203 = stablehlo.power %cst_846, %1 : tensor<f32>
    %cst_847 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2204 = stablehlo.subtract %cst_847, %2203 : tensor<f32>
    %2205 = stablehlo.broadcast_in_dim %2204, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2206 = stablehlo.divide %2196, %2205 : tensor<3x5xf32>
    %2207 = stablehlo.sqrt %2206 : tensor<3x5xf32>
    %cst_848 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2208 = stablehlo.broadcast_in_dim %cst_848, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2209 = stablehlo.add %2207, %2208 : tensor<3x5xf32>
    %2210 = stablehlo.divide %2202, %2209 : tensor<3x5xf32>
    %2211 = stablehlo.subtract %arg84, %2210 : tensor<3x5xf32>
    %cst_849 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2212 = stablehlo.broadcast_in_dim %cst_849, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2213 = stablehlo.multiply %2212, %arg285 : tensor<64xf32>
    %cst_850 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2214 = stablehlo.broadcast_in_dim %cst_850, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2215 = stablehlo.multiply %2214, %arg185 : tensor<64xf32>
    %2216 = stablehlo.add %2213, %2215 : tensor<64xf32>
    %cst_851 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2217 = stablehlo.broadcast_in_dim %cst_851, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2218 = stablehlo.multiply %2217, %arg385 : tensor<64xf32>
    %2219 = chlo.square %arg185 : tensor<64xf32> -> tensor<64xf32>
    %cst_852 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2220 = stablehlo.broadcast_in_dim %cst_852, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2221 = stablehlo.multiply %2220, %2219 : tensor<64xf32>
    %2222 = stablehlo.add %2218, %2221 : tensor<64xf32>
    %cst_853 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2223 = stablehlo.power %cst_853, %1 : tensor<f32>
    %cst_854 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2224 = stablehlo.subtract %cst_854, %2223 : tensor<f32>
    %2225 = stablehlo.broadcast_in_dim %2224, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2226 = stablehlo.divide %2216, %2225 : tensor<64xf32>
    %cst_855 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2227 = stablehlo.broadcast_in_dim %cst_855, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2228 = stablehlo.multiply %2227, %2226 : tensor<64xf32>
    %cst_856 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2229 = stablehlo.power %cst_856, %1 : tensor<f32>
    %cst_857 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2230 = stablehlo.subtract %cst_857, %2229 : tensor<f32>
    %2231 = stablehlo.broadcast_in_dim %2230, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2232 = stablehlo.divide %2222, %2231 : tensor<64xf32>
    %2233 = stablehlo.sqrt %2232 : tensor<64xf32>
    %cst_858 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2234 = stablehlo.broadcast_in_dim %cst_858, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2235 = stablehlo.add %2233, %2234 : tensor<64xf32>
    %2236 = stablehlo.divide %2228, %2235 : tensor<64xf32>
    %2237 = stablehlo.subtract %arg85, %2236 : tensor<64xf32>
    %cst_859 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2238 = stablehlo.broadcast_in_dim %cst_859, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %2239 = stablehlo.multiply %2238, %arg286 : tensor<2x3x4xf32>
    %cst_860 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2240 = stablehlo.broadcast_in_dim %cst_860, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %2241 = stablehlo.multiply %2240, %arg186 : tensor<2x3x4xf32>
    %2242 = stablehlo.add %2239, %2241 : tensor<2x3x4xf32>
    %cst_861 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2243 = stablehlo.broadcast_in_dim %cst_861, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %2244 = stablehlo.multiply %2243, %arg386 : tensor<2x3x4xf32>
    %2245 = chlo.square %arg186 : tensor<2x3x4xf32> -> tensor<2x3x4xf32>
    %cst_862 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2246 = stablehlo.broadcast_in_dim %cst_862, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %2247 = stablehlo.multiply %2246, %2245 : tensor<2x3x4xf32>
    %2248 = stablehlo.add %2244, %2247 : tensor<2x3x4xf32>
    %cst_863 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2249 = stablehlo.power %cst_863, %1 : tensor<f32>
    %cst_864 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2250 = stablehlo.subtract %cst_864, %2249 : tensor<f32>
    %2251 = stablehlo.broadcast_in_dim %2250, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %2252 = stablehlo.divide %2242, %2251 : tensor<2x3x4xf32>
    %cst_865 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2253 = stablehlo.broadcast_in_dim %cst_865, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %2254 = stablehlo.multiply %2253, %2252 : tensor<2x3x4xf32>
    %cst_866 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2255 = stablehlo.power %cst_866, %1 : tensor<f32>
    %cst_867 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2256 = stablehlo.subtract %cst_867, %2255 : tensor<f32>
    %2257 = stablehlo.broadcast_in_dim %2256, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %2258 = stablehlo.divide %2248, %2257 : tensor<2x3x4xf32>
    %2259 = stablehlo.sqrt %2258 : tensor<2x3x4xf32>
    %cst_868 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2260 = stablehlo.broadcast_in_dim %cst_868, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %2261 = stablehlo.add %2259, %2260 : tensor<2x3x4xf32>
    %2262 = stablehlo.divide %2254, %2261 : tensor<2x3x4xf32>
    %2263 = stablehlo.subtract %arg86, %2262 : tensor<2x3x4xf32>
    %cst_869 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2264 = stablehlo.broadcast_in_dim %cst_869, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2265 = stablehlo.multiply %2264, %arg287 : tensor<128xf32>
    %cst_870 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2266 = stablehlo.broadcast_in_dim %cst_870, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2267 = stablehlo.multiply %2266, %arg187 : tensor<128xf32>
    %2268 = stablehlo.add %2265, %2267 : tensor<128xf32>
    %cst_871 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2269 = stablehlo.broadcast_in_dim %cst_871, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2270 = stablehlo.multiply %2269, %arg387 : tensor<128xf32>
    %2271 = chlo.square %arg187 : tensor<128xf32> -> tensor<128xf32>
    %cst_872 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2272 = stablehlo.broadcast_in_dim %cst_872, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2273 = stablehlo.multiply %2272, %2271 : tensor<128xf32>
    %2274 = stablehlo.add %2270, %2273 : tensor<128xf32>
    %cst_873 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2275 = stablehlo.power %cst_873, %1 : tensor<f32>
    %cst_874 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2276 = stablehlo.subtract %cst_874, %2275 : tensor<f32>
    %2277 = stablehlo.broadcast_in_dim %2276, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2278 = stablehlo.divide %2268, %2277 : tensor<128xf32>
    %cst_875 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2279 = stablehlo.broadcast_in_dim %cst_875, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2280 = stablehlo.multiply %2279, %2278 : tensor<128xf32>
    %cst_876 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2281 = stablehlo.power %cst_876, %1 : tensor<f32>
    %cst_877 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2282 = stablehlo.subtract %cst_877, %2281 : tensor<f32>
    %2283 = stablehlo.broadcast_in_dim %2282, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2284 = stablehlo.divide %2274, %2283 : tensor<128xf32>
    %2285 = stablehlo.sqrt %2284 : tensor<128xf32>
    %cst_878 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2286 = stablehlo.broadcast_in_dim %cst_878, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2287 = stablehlo.add %2285, %2286 : tensor<128xf32>
    %2288 = stablehlo.divide %2280, %2287 : tensor<128xf32>
    %2289 = stablehlo.subtract %arg87, %2288 : tensor<128xf32>
    %cst_879 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2290 = stablehlo.broadcast_in_dim %cst_879, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2291 = stablehlo.multiply %2290, %arg288 : tensor<10x10xf32>
    %cst_880 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2292 = stablehlo.broadcast_in_dim %cst_880, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2293 = stablehlo.multiply %2292, %arg188 : tensor<10x10xf32>
    %2294 = stablehlo.add %2291, %2293 : tensor<10x10xf32>
    %cst_881 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2295 = stablehlo.broadcast_in_dim %cst_881, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2296 = stablehlo.multiply %2295, %arg388 : tensor<10x10xf32>
    %2297 = chlo.square %arg188 : tensor<10x10xf32> -> tensor<10x10xf32>
    %cst_882 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2298 = stablehlo.broadcast_in_dim %cst_882, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2299 = stablehlo.multiply %2298, %2297 : tensor<10x10xf32>
    %2300 = stablehlo.add %2296, %2299 : tensor<10x10xf32>
    %cst_883 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2301 = stablehlo.power %cst_883, %1 : tensor<f32>
    %cst_884 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2302 = stablehlo.subtract %cst_884, %2301 : tensor<f32>
    %2303 = stablehlo.broadcast_in_dim %2302, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2304 = stablehlo.divide %2294, %2303 : tensor<10x10xf32>
    %cst_885 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2305 = stablehlo.broadcast_in_dim %cst_885, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2306 = stablehlo.multiply %2305, %2304 : tensor<10x10xf32>
    %cst_886 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2307 = stablehlo.power %cst_886, %1 : tensor<f32>
    %cst_887 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2308 = stablehlo.subtract %cst_887, %2307 : tensor<f32>
    %2309 = stablehlo.broadcast_in_dim %2308, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2310 = stablehlo.divide %2300, %2309 : tensor<10x10xf32>
    %2311 = stablehlo.sqrt %2310 : tensor<10x10xf32>
    %cst_888 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2312 = stablehlo.broadcast_in_dim %cst_888, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2313 = stablehlo.add %2311, %2312 : tensor<10x10xf32>
    %2314 = stablehlo.divide %2306, %2313 : tensor<10x10xf32>
    %2315 = stablehlo.subtract %arg88, %2314 : tensor<10x10xf32>
    %cst_889 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2316 = stablehlo.broadcast_in_dim %cst_889, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2317 = stablehlo.multiply %2316, %arg289 : tensor<7xf32>
    %cst_890 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2318 = stablehlo.broadcast_in_dim %cst_890, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2319 = stablehlo.multiply %2318, %arg189 : tensor<7xf32>
    %2320 = stablehlo.add %2317, %2319 : tensor<7xf32>
    %cst_891 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2321 = stablehlo.broadcast_in_dim %cst_891, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2322 = stablehlo.multiply %2321, %arg389 : tensor<7xf32>
    %2323 = chlo.square %arg189 : tensor<7xf32> -> tensor<7xf32>
    %cst_892 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2324 = stablehlo.broadcast_in_dim %cst_892, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2325 = stablehlo.multiply %2324, %2323 : tensor<7xf32>
    %2326 = stablehlo.add %2322, %2325 : tensor<7xf32>
    %cst_893 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2327 = stablehlo.power %cst_893, %1 : tensor<f32>
    %cst_894 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2328 = stablehlo.subtract %cst_894, %2327 : tensor<f32>
    %2329 = stablehlo.broadcast_in_dim %2328, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2330 = stablehlo.divide %2320, %2329 : tensor<7xf32>
    %cst_895 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2331 = stablehlo.broadcast_in_dim %cst_895, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2332 = stablehlo.multiply %2331, %2330 : tensor<7xf32>
    %cst_896 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2333 = stablehlo.power %cst_896, %1 : tensor<f32>
    %cst_897 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2334 = stablehlo.subtract %cst_897, %2333 : tensor<f32>
    %2335 = stablehlo.broadcast_in_dim %2334, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2336 = stablehlo.divide %2326, %2335 : tensor<7xf32>
    %2337 = stablehlo.sqrt %2336 : tensor<7xf32>
    %cst_898 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2338 = stablehlo.broadcast_in_dim %cst_898, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2339 = stablehlo.add %2337, %2338 : tensor<7xf32>
    %2340 = stablehlo.divide %2332, %2339 : tensor<7xf32>
    %2341 = stablehlo.subtract %arg89, %2340 : tensor<7xf32>
    %cst_899 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2342 = stablehlo.broadcast_in_dim %cst_899, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2343 = stablehlo.multiply %2342, %arg290 : tensor<16xf32>
    %cst_900 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2344 = stablehlo.broadcast_in_dim %cst_900, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2345 = stablehlo.multiply %2344, %arg190 : tensor<16xf32>
    %2346 = stablehlo.add %2343, %2345 : tensor<16xf32>
    %cst_901 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2347 = stablehlo.broadcast_in_dim %cst_901, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2348 = stablehlo.multiply %2347, %arg390 : tensor<16xf32>
    %2349 = chlo.square %arg190 : tensor<16xf32> -> tensor<16xf32>
    %cst_902 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2350 = stablehlo.broadcast_in_dim %cst_902, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2351 = stablehlo.multiply %2350, %2349 : tensor<16xf32>
    %2352 = stablehlo.add %2348, %2351 : tensor<16xf32>
    %cst_903 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2353 = stablehlo.power %cst_903, %1 : tensor<f32>
    %cst_904 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2354 = stablehlo.subtract %cst_904, %2353 : tensor<f32>
    %2355 = stablehlo.broadcast_in_dim %2354, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2356 = stablehlo.divide %2346, %2355 : tensor<16xf32>
    %cst_905 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2357 = stablehlo.broadcast_in_dim %cst_905, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2358 = stablehlo.multiply %2357, %2356 : tensor<16xf32>
    %cst_906 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2359 = stablehlo.power %cst_906, %1 : tensor<f32>
    %cst_907 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2360 = stablehlo.subtract %cst_907, %2359 : tensor<f32>
    %2361 = stablehlo.broadcast_in_dim %2360, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2362 = stablehlo.divide %2352, %2361 : tensor<16xf32>
    %2363 = stablehlo.sqrt %2362 : tensor<16xf32>
    %cst_908 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2364 = stablehlo.broadcast_in_dim %cst_908, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2365 = stablehlo.add %2363, %2364 : tensor<16xf32>
    %2366 = stablehlo.divide %2358, %2365 : tensor<16xf32>
    %2367 = stablehlo.subtract %arg90, %2366 : tensor<16xf32>
    %cst_909 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2368 = stablehlo.broadcast_in_dim %cst_909, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2369 = stablehlo.multiply %2368, %arg291 : tensor<8x8xf32>
    %cst_910 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2370 = stablehlo.broadcast_in_dim %cst_910, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2371 = stablehlo.multiply %2370, %arg191 : tensor<8x8xf32>
    %2372 = stablehlo.add %2369, %2371 : tensor<8x8xf32>
    %cst_911 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2373 = stablehlo.broadcast_in_dim %cst_911, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2374 = stablehlo.multiply %2373, %arg391 : tensor<8x8xf32>
    %2375 = chlo.square %arg191 : tensor<8x8xf32> -> tensor<8x8xf32>
    %cst_912 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2376 = stablehlo.broadcast_in_dim %cst_912, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2377 = stablehlo.multiply %2376, %2375 : tensor<8x8xf32>
    %2378 = stablehlo.add %2374, %2377 : tensor<8x8xf32>
    %cst_913 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2379 = stablehlo.power %cst_913, %1 : tensor<f32>
    %cst_914 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2380 = stablehlo.subtract %cst_914, %2379 : tensor<f32>
    %2381 = stablehlo.broadcast_in_dim %2380, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2382 = stablehlo.divide %2372, %2381 : tensor<8x8xf32>
    %cst_915 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2383 = stablehlo.broadcast_in_dim %cst_915, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2384 = stablehlo.multiply %2383, %2382 : tensor<8x8xf32>
    %cst_916 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2385 = stablehlo.power %cst_916, %1 : tensor<f32>
    %cst_917 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2386 = stablehlo.subtract %cst_917, %2385 : tensor<f32>
    %2387 = stablehlo.broadcast_in_dim %2386, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2388 = stablehlo.divide %2378, %2387 : tensor<8x8xf32>
    %2389 = stablehlo.sqrt %2388 : tensor<8x8xf32>
    %cst_918 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2390 = stablehlo.broadcast_in_dim %cst_918, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2391 = stablehlo.add %2389, %2390 : tensor<8x8xf32>
    %2392 = stablehlo.divide %2384, %2391 : tensor<8x8xf32>
    %2393 = stablehlo.subtract %arg91, %2392 : tensor<8x8xf32>
    %cst_919 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2394 = stablehlo.broadcast_in_dim %cst_919, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %2395 = stablehlo.multiply %2394, %arg292 : tensor<4x16xf32>
    %cst_920 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2396 = stablehlo.broadcast_in_dim %cst_920, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %2397 = stablehlo.multiply %2396, %arg192 : tensor<4x16xf32>
    %2398 = stablehlo.add %2395, %2397 : tensor<4x16xf32>
    %cst_921 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2399 = stablehlo.broadcast_in_dim %cst_921, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %2400 = stablehlo.multiply %2399, %arg392 : tensor<4x16xf32>
    %2401 = chlo.square %arg192 : tensor<4x16xf32> -> tensor<4x16xf32>
    %cst_922 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2402 = stablehlo.broadcast_in_dim %cst_922, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %2403 = stablehlo.multiply %2402, %2401 : tensor<4x16xf32>
    %2404 = stablehlo.add %2400, %2403 : tensor<4x16xf32>
    %cst_923 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2405 = stablehlo.power %cst_923, %1 : tensor<f32>
    %cst_924 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2406 = stablehlo.subtract %cst_924, %2405 : tensor<f32>
    %2407 = stablehlo.broadcast_in_dim %2406, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %2408 = stablehlo.divide %2398, %2407 : tensor<4x16xf32>
    %cst_925 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2409 = stablehlo.broadcast_in_dim %cst_925, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %2410 = stablehlo.multiply %2409, %2408 : tensor<4x16xf32>
    %cst_926 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2411 = stablehlo.power %cst_926, %1 : tensor<f32>
    %cst_927 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2412 = stablehlo.subtract %cst_927, %2411 : tensor<f32>
    %2413 = stablehlo.broadcast_in_dim %2412, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %2414 = stablehlo.divide %2404, %2413 : tensor<4x16xf32>
    %2415 = stablehlo.sqrt %2414 : tensor<4x16xf32>
    %cst_928 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2416 = stablehlo.broadcast_in_dim %cst_928, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %2417 = stablehlo.add %2415, %2416 : tensor<4x16xf32>
    %2418 = stablehlo.divide %2410, %2417 : tensor<4x16xf32>
    %2419 = stablehlo.subtract %arg92, %2418 : tensor<4x16xf32>
    %cst_929 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2420 = stablehlo.broadcast_in_dim %cst_929, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2421 = stablehlo.multiply %2420, %arg293 : tensor<32xf32>
    %cst_930 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2422 = stablehlo.broadcast_in_dim %cst_930, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2423 = stablehlo.multiply %2422, %arg193 : tensor<32xf32>
    %2424 = stablehlo.add %2421, %2423 : tensor<32xf32>
    %cst_931 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2425 = stablehlo.broadcast_in_dim %cst_931, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2426 = stablehlo.multiply %2425, %arg393 : tensor<32xf32>
    %2427 = chlo.square %arg193 : tensor<32xf32> -> tensor<32xf32>
    %cst_932 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2428 = stablehlo.broadcast_in_dim %cst_932, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2429 = stablehlo.multiply %2428, %2427 : tensor<32xf32>
    %2430 = stablehlo.add %2426, %2429 : tensor<32xf32>
    %cst_933 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2431 = stablehlo.power %cst_933, %1 : tensor<f32>
    %cst_934 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2432 = stablehlo.subtract %cst_934, %2431 : tensor<f32>
    %2433 = stablehlo.broadcast_in_dim %2432, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2434 = stablehlo.divide %2424, %2433 : tensor<32xf32>
    %cst_935 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2435 = stablehlo.broadcast_in_dim %cst_935, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2436 = stablehlo.multiply %2435, %2434 : tensor<32xf32>
    %cst_936 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2437 = stablehlo.power %cst_936, %1 : tensor<f32>
    %cst_937 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2438 = stablehlo.subtract %cst_937, %2437 : tensor<f32>
    %2439 = stablehlo.broadcast_in_dim %2438, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2440 = stablehlo.divide %2430, %2439 : tensor<32xf32>
    %2441 = stablehlo.sqrt %2440 : tensor<32xf32>
    %cst_938 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2442 = stablehlo.broadcast_in_dim %cst_938, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2443 = stablehlo.add %2441, %2442 : tensor<32xf32>
    %2444 = stablehlo.divide %2436, %2443 : tensor<32xf32>
    %2445 = stablehlo.subtract %arg93, %2444 : tensor<32xf32>
    %cst_939 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2446 = stablehlo.broadcast_in_dim %cst_939, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2447 = stablehlo.multiply %2446, %arg294 : tensor<3x5xf32>
    %cst_940 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2448 = stablehlo.broadcast_in_dim %cst_940, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2449 = stablehlo.multiply %2448, %arg194 : tensor<3x5xf32>
    %2450 = stablehlo.add %2447, %2449 : tensor<3x5xf32>
    %cst_941 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2451 = stablehlo.broadcast_in_dim %cst_941, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2452 = stablehlo.multiply %2451, %arg394 : tensor<3x5xf32>
    %2453 = chlo.square %arg194 : tensor<3x5xf32> -> tensor<3x5xf32>
    %cst_942 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2454 = stablehlo.broadcast_in_dim %cst_942, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2455 = stablehlo.multiply %2454, %2453 : tensor<3x5xf32>
    %2456 = stablehlo.add %2452, %2455 : tensor<3x5xf32>
    %cst_943 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2457 = stablehlo.power %cst_943, %1 : tensor<f32>
    %cst_944 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2458 = stablehlo.subtract %cst_944, %2457 : tensor<f32>
    %2459 = stablehlo.broadcast_in_dim %2458, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2460 = stablehlo.divide %2450, %2459 : tensor<3x5xf32>
    %cst_945 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2461 = stablehlo.broadcast_in_dim %cst_945, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2462 = stablehlo.multiply %2461, %2460 : tensor<3x5xf32>
    %cst_946 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2463 = stablehlo.power %cst_946, %1 : tensor<f32>
    %cst_947 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2464 = stablehlo.subtract %cst_947, %2463 : tensor<f32>
    %2465 = stablehlo.broadcast_in_dim %2464, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2466 = stablehlo.divide %2456, %2465 : tensor<3x5xf32>
    %2467 = stablehlo.sqrt %2466 : tensor<3x5xf32>
    %cst_948 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2468 = stablehlo.broadcast_in_dim %cst_948, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2469 = stablehlo.add %2467, %2468 : tensor<3x5xf32>
    %2470 = stablehlo.divide %2462, %2469 : tensor<3x5xf32>
    %2471 = stablehlo.subtract %arg94, %2470 : tensor<3x5xf32>
    %cst_949 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2472 = stablehlo.broadcast_in_dim %cst_949, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2473 = stablehlo.multiply %2472, %arg295 : tensor<64xf32>
    %cst_950 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2474 = stablehlo.broadcast_in_dim %cst_950, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2475 = stablehlo.multiply %2474, %arg195 : tensor<64xf32>
    %2476 = stablehlo.add %2473, %2475 : tensor<64xf32>
    %cst_951 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2477 = stablehlo.broadcast_in_dim %cst_951, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2478 = stablehlo.multiply %2477, %arg395 : tensor<64xf32>
    %2479 = chlo.square %arg195 : tensor<64xf32> -> tensor<64xf32>
    %cst_952 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2480 = stablehlo.broadcast_in_dim %cst_952, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2481 = stablehlo.multiply %2480, %2479 : tensor<64xf32>
    %2482 = stablehlo.add %2478, %2481 : tensor<64xf32>
    %cst_953 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2483 = stablehlo.power %cst_953, %1 : tensor<f32>
    %cst_954 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2484 = stablehlo.subtract %cst_954, %2483 : tensor<f32>
    %2485 = stablehlo.broadcast_in_dim %2484, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2486 = stablehlo.divide %2476, %2485 : tensor<64xf32>
    %cst_955 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2487 = stablehlo.broadcast_in_dim %cst_955, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2488 = stablehlo.multiply %2487, %2486 : tensor<64xf32>
    %cst_956 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2489 = stablehlo.power %cst_956, %1 : tensor<f32>
    %cst_957 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2490 = stablehlo.subtract %cst_957, %2489 : tensor<f32>
    %2491 = stablehlo.broadcast_in_dim %2490, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2492 = stablehlo.divide %2482, %2491 : tensor<64xf32>
    %2493 = stablehlo.sqrt %2492 : tensor<64xf32>
    %cst_958 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2494 = stablehlo.broadcast_in_dim %cst_958, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2495 = stablehlo.add %2493, %2494 : tensor<64xf32>
    %2496 = stablehlo.divide %2488, %2495 : tensor<64xf32>
    %2497 = stablehlo.subtract %arg95, %2496 : tensor<64xf32>
    %cst_959 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2498 = stablehlo.broadcast_in_dim %cst_959, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %2499 = stablehlo.multiply %2498, %arg296 : tensor<2x3x4xf32>
    %cst_960 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2500 = stablehlo.broadcast_in_dim %cst_960, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %2501 = stablehlo.multiply %2500, %arg196 : tensor<2x3x4xf32>
    %2502 = stablehlo.add %2499, %2501 : tensor<2x3x4xf32>
    %cst_961 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2503 = stablehlo.broadcast_in_dim %cst_961, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %2504 = stablehlo.multiply %2503, %arg396 : tensor<2x3x4xf32>
    %2505 = chlo.square %arg196 : tensor<2x3x4xf32> -> tensor<2x3x4xf32>
    %cst_962 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2506 = stablehlo.broadcast_in_dim %cst_962, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %2507 = stablehlo.multiply %2506, %2505 : tensor<2x3x4xf32>
    %2508 = stablehlo.add %2504, %2507 : tensor<2x3x4xf32>
    %cst_963 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2509 = stablehlo.power %cst_963, %1 : tensor<f32>
    %cst_964 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2510 = stablehlo.subtract %cst_964, %2509 : tensor<f32>
    %2511 = stablehlo.broadcast_in_dim %2510, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %2512 = stablehlo.divide %2502, %2511 : tensor<2x3x4xf32>
    %cst_965 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2513 = stablehlo.broadcast_in_dim %cst_965, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %2514 = stablehlo.multiply %2513, %2512 : tensor<2x3x4xf32>
    %cst_966 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2515 = stablehlo.power %cst_966, %1 : tensor<f32>
    %cst_967 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2516 = stablehlo.subtract %cst_967, %2515 : tensor<f32>
    %2517 = stablehlo.broadcast_in_dim %2516, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %2518 = stablehlo.divide %2508, %2517 : tensor<2x3x4xf32>
    %2519 = stablehlo.sqrt %2518 : tensor<2x3x4xf32>
    %cst_968 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2520 = stablehlo.broadcast_in_dim %cst_968, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %2521 = stablehlo.add %2519, %2520 : tensor<2x3x4xf32>
    %2522 = stablehlo.divide %2514, %2521 : tensor<2x3x4xf32>
    %2523 = stablehlo.subtract %arg96, %2522 : tensor<2x3x4xf32>
    %cst_969 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2524 = stablehlo.broadcast_in_dim %cst_969, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2525 = stablehlo.multiply %2524, %arg297 : tensor<128xf32>
    %cst_970 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2526 = stablehlo.broadcast_in_dim %cst_970, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2527 = stablehlo.multiply %2526, %arg197 : tensor<128xf32>
    %2528 = stablehlo.add %2525, %2527 : tensor<128xf32>
    %cst_971 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2529 = stablehlo.broadcast_in_dim %cst_971, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2530 = stablehlo.multiply %2529, %arg397 : tensor<128xf32>
    %2531 = chlo.square %arg197 : tensor<128xf32> -> tensor<128xf32>
    %cst_972 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2532 = stablehlo.broadcast_in_dim %cst_972, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2533 = stablehlo.multiply %2532, %2531 : tensor<128xf32>
    %2534 = stablehlo.add %2530, %2533 : tensor<128xf32>
    %cst_973 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2535 = stablehlo.power %cst_973, %1 : tensor<f32>
    %cst_974 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2536 = stablehlo.subtract %cst_974, %2535 : tensor<f32>
    %2537 = stablehlo.broadcast_in_dim %2536, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2538 = stablehlo.divide %2528, %2537 : tensor<128xf32>
    %cst_975 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2539 = stablehlo.broadcast_in_dim %cst_975, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2540 = stablehlo.multiply %2539, %2538 : tensor<128xf32>
    %cst_976 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2541 = stablehlo.power %cst_976, %1 : tensor<f32>
    %cst_977 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2542 = stablehlo.subtract %cst_977, %2541 : tensor<f32>
    %2543 = stablehlo.broadcast_in_dim %2542, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2544 = stablehlo.divide %2534, %2543 : tensor<128xf32>
    %2545 = stablehlo.sqrt %2544 : tensor<128xf32>
    %cst_978 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2546 = stablehlo.broadcast_in_dim %cst_978, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2547 = stablehlo.add %2545, %2546 : tensor<128xf32>
    %2548 = stablehlo.divide %2540, %2547 : tensor<128xf32>
    %2549 = stablehlo.subtract %arg97, %2548 : tensor<128xf32>
    %cst_979 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2550 = stablehlo.broadcast_in_dim %cst_979, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2551 = stablehlo.multiply %2550, %arg298 : tensor<10x10xf32>
    %cst_980 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2552 = stablehlo.broadcast_in_dim %cst_980, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2553 = stablehlo.multiply %2552, %arg198 : tensor<10x10xf32>
    %2554 = stablehlo.add %2551, %2553 : tensor<10x10xf32>
    %cst_981 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2555 = stablehlo.broadcast_in_dim %cst_981, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2556 = stablehlo.multiply %2555, %arg398 : tensor<10x10xf32>
    %2557 = chlo.square %arg198 : tensor<10x10xf32> -> tensor<10x10xf32>
    %cst_982 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2558 = stablehlo.broadcast_in_dim %cst_982, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2559 = stablehlo.multiply %2558, %2557 : tensor<10x10xf32>
    %2560 = stablehlo.add %2556, %2559 : tensor<10x10xf32>
    %cst_983 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2561 = stablehlo.power %cst_983, %1 : tensor<f32>
    %cst_984 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2562 = stablehlo.subtract %cst_984, %2561 : tensor<f32>
    %2563 = stablehlo.broadcast_in_dim %2562, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2564 = stablehlo.divide %2554, %2563 : tensor<10x10xf32>
    %cst_985 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2565 = stablehlo.broadcast_in_dim %cst_985, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2566 = stablehlo.multiply %2565, %2564 : tensor<10x10xf32>
    %cst_986 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2567 = stablehlo.power %cst_986, %1 : tensor<f32>
    %cst_987 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2568 = stablehlo.subtract %cst_987, %2567 : tensor<f32>
    %2569 = stablehlo.broadcast_in_dim %2568, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2570 = stablehlo.divide %2560, %2569 : tensor<10x10xf32>
    %2571 = stablehlo.sqrt %2570 : tensor<10x10xf32>
    %cst_988 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2572 = stablehlo.broadcast_in_dim %cst_988, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %2573 = stablehlo.add %2571, %2572 : tensor<10x10xf32>
    %2574 = stablehlo.divide %2566, %2573 : tensor<10x10xf32>
    %2575 = stablehlo.subtract %arg98, %2574 : tensor<10x10xf32>
    %cst_989 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2576 = stablehlo.broadcast_in_dim %cst_989, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2577 = stablehlo.multiply %2576, %arg299 : tensor<7xf32>
    %cst_990 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2578 = stablehlo.broadcast_in_dim %cst_990, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2579 = stablehlo.multiply %2578, %arg199 : tensor<7xf32>
    %2580 = stablehlo.add %2577, %2579 : tensor<7xf32>
    %cst_991 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2581 = stablehlo.broadcast_in_dim %cst_991, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2582 = stablehlo.multiply %2581, %arg399 : tensor<7xf32>
    %2583 = chlo.square %arg199 : tensor<7xf32> -> tensor<7xf32>
    %cst_992 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2584 = stablehlo.broadcast_in_dim %cst_992, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2585 = stablehlo.multiply %2584, %2583 : tensor<7xf32>
    %2586 = stablehlo.add %2582, %2585 : tensor<7xf32>
    %cst_993 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2587 = stablehlo.power %cst_993, %1 : tensor<f32>
    %cst_994 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2588 = stablehlo.subtract %cst_994, %2587 : tensor<f32>
    %2589 = stablehlo.broadcast_in_dim %2588, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2590 = stablehlo.divide %2580, %2589 : tensor<7xf32>
    %cst_995 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2591 = stablehlo.broadcast_in_dim %cst_995, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2592 = stablehlo.multiply %2591, %2590 : tensor<7xf32>
    %cst_996 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2593 = stablehlo.power %cst_996, %1 : tensor<f32>
    %cst_997 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2594 = stablehlo.subtract %cst_997, %2593 : tensor<f32>
    %2595 = stablehlo.broadcast_in_dim %2594, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2596 = stablehlo.divide %2586, %2595 : tensor<7xf32>
    %2597 = stablehlo.sqrt %2596 : tensor<7xf32>
    %cst_998 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2598 = stablehlo.broadcast_in_dim %cst_998, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2599 = stablehlo.add %2597, %2598 : tensor<7xf32>
    %2600 = stablehlo.divide %2592, %2599 : tensor<7xf32>
    %2601 = stablehlo.subtract %arg99, %2600 : tensor<7xf32>
    %c_999 = stablehlo.constant dense<1> : tensor<i32>
    %2602 = stablehlo.add %arg400, %c_999 : tensor<i32>
    return %27, %53, %79, %105, %131, %157, %183, %209, %235, %261, %287, %313, %339, %365, %391, %417, %443, %469, %495, %521, %547, %573, %599, %625, %651, %677, %703, %729, %755, %781, %807, %833, %859, %885, %911, %937, %963, %989, %1015, %1041, %1067, %1093, %1119, %1145, %1171, %1197, %1223, %1249, %1275, %1301, %1327, %1353, %1379, %1405, %1431, %1457, %1483, %1509, %1535, %1561, %1587, %1613, %1639, %1665, %1691, %1717, %1743, %1769, %1795, %1821, %1847, %1873, %1899, %1925, %1951, %1977, %2003, %2029, %2055, %2081, %2107, %2133, %2159, %2185, %2211, %2237, %2263, %2289, %2315, %2341, %2367, %2393, %2419, %2445, %2471, %2497, %2523, %2549, %2575, %2601, %6, %32, %58, %84, %110, %136, %162, %188, %214, %240, %266, %292, %318, %344, %370, %396, %422, %448, %474, %500, %526, %552, %578, %604, %630, %656, %682, %708, %734, %760, %786, %812, %838, %864, %890, %916, %942, %968, %994, %1020, %1046, %1072, %1098, %1124, %1150, %1176, %1202, %1228, %1254, %1280, %1306, %1332, %1358, %1384, %1410, %1436, %1462, %1488, %1514, %1540, %1566, %1592, %1618, %1644, %1670, %1696, %1722, %1748, %1774, %1800, %1826, %1852, %1878, %1904, %1930, %1956, %1982, %2008, %2034, %2060, %2086, %2112, %2138, %2164, %2190, %2216, %2242, %2268, %2294, %2320, %2346, %2372, %2398, %2424, %2450, %2476, %2502, %2528, %2554, %2580, %12, %38, %64, %90, %116, %142, %168, %194, %220, %246, %272, %298, %324, %350, %376, %402, %428, %454, %480, %506, %532, %558, %584, %610, %636, %662, %688, %714, %740, %766, %792, %818, %844, %870, %896, %922, %948, %974, %1000, %1026, %1052, %1078, %1104, %1130, %1156, %1182, %1208, %1234, %1260, %1286, %1312, %1338, %1364, %1390, %1416, %1442, %1468, %1494, %1520, %1546, %1572, %1598, %1624, %1650, %1676, %1702, %1728, %1754, %1780, %1806, %1832, %1858, %1884, %1910, %1936, %1962, %1988, %2014, %2040, %2066, %2092, %2118, %2144, %2170, %2196, %2222, %2248, %2274, %2300, %2326, %2352, %2378, %2404, %2430, %2456, %2482, %2508, %2534, %2560, %2586, %2602 : tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<32xf32>, tensor<3x5xf32>, tensor<64xf32>, tensor<2x3x4xf32>, tensor<128xf32>, tensor<10x10xf32>, tensor<7xf32>, tensor<i32>
  }
}
